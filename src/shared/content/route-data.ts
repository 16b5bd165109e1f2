import type { RouteData } from './types';

/**
 * A prerendered page's route data travels in its HTML as a JSON data block (never executed, so the
 * Content-Security-Policy has nothing to allow): `<script type="application/json" id="route-data">`.
 */
export const ROUTE_DATA_ID = 'route-data';

/** The data block's text. `<` is escaped, so no string in the data can close the element early. */
export function serializeRouteData(data: RouteData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function routeDataElement(data: RouteData): string {
  return `<script type="application/json" id="${ROUTE_DATA_ID}">${serializeRouteData(data)}</script>`;
}
