export const orders = [
  { id: 1, region: 'north', total: 120 },
  { id: 2, region: 'south', total: 80 },
  { id: 3, region: 'north', total: 45 },
];
