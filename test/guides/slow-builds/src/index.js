import groupBy from 'lodash/groupBy';
import { orders } from './orders.js';
import { renderReport } from './report.js';

document.body.append(renderReport(groupBy(orders, 'region')));
