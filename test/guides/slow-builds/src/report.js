export function renderReport(byRegion) {
  const list = document.createElement('ul');
  for (const [region, orders] of Object.entries(byRegion)) {
    const total = orders.reduce((sum, order) => sum + (order.total ?? 0), 0);
    const item = document.createElement('li');
    item.textContent = `${region}: ${orders.length} orders, ${total} EUR`;
    list.append(item);
  }
  return list;
}
