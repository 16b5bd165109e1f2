import { formatGreeting } from './greeting';
import logoUrl from './logo.svg';

function greeting(): HTMLElement {
  const element = document.createElement('p');
  element.textContent = formatGreeting({ name: 'TypeScript', excited: true });

  const logo = new Image();
  logo.src = logoUrl;
  logo.alt = 'webpack logo';
  element.prepend(logo);

  return element;
}

document.body.appendChild(greeting());
