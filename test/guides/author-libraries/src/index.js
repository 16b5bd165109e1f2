import _ from 'lodash';
import numerals from './numerals.json';

export function toRoman(number) {
  let rest = number;
  return numerals
    .map(([symbol, value]) => {
      const count = Math.floor(rest / value);
      rest -= count * value;
      return _.repeat(symbol, count);
    })
    .join('');
}

export function fromRoman(roman) {
  let rest = roman.toUpperCase();
  let total = 0;
  for (const [symbol, value] of numerals) {
    while (_.startsWith(rest, symbol)) {
      total += value;
      rest = rest.slice(symbol.length);
    }
  }
  return total;
}
