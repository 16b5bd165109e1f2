import './price-tag.css';
import tagIcon from './tag.svg';
import helpText from './help.txt';

export function formatPrice(cents) {
  return `€${(cents / 100).toFixed(2)}`;
}

export function createPriceTag(cents) {
  const tag = document.createElement('p');
  tag.className = 'price-tag';
  tag.title = helpText.trim();

  const icon = document.createElement('img');
  icon.src = tagIcon;
  icon.alt = '';

  tag.append(icon, formatPrice(cents));
  return tag;
}
