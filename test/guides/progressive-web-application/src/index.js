import _ from 'lodash';
import printMe from './print.js';

function greeting() {
  const element = document.createElement('p');
  const button = document.createElement('button');

  element.textContent = _.join(['Hello', 'from', 'webpack'], ' ');

  button.textContent = 'Click me and check the console';
  button.addEventListener('click', printMe);
  element.appendChild(button);

  return element;
}

document.body.appendChild(greeting());

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then((registration) => {
        console.log('Service worker registered: ', registration.scope);
      })
      .catch((error) => {
        console.log('Service worker registration failed: ', error);
      });
  });
}
