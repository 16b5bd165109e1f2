import { cube } from './math.js';

function greeting() {
  const element = document.createElement('pre');

  element.textContent = ['Hello webpack!', `5 cubed is equal to ${cube(5)}`].join('\n\n');

  return element;
}

document.body.appendChild(greeting());
