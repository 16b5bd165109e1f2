import _ from 'lodash';

function greeting() {
  const element = document.createElement('p');
  const button = document.createElement('button');

  element.textContent = _.join(['Hello', 'from', 'webpack'], ' ');

  button.textContent = 'Click me and check the console';
  button.addEventListener('click', async () => {
    // print.js is requested only when the button is clicked
    const { default: printMe } = await import(/* webpackChunkName: "print" */ './print.js');
    printMe();
  });
  element.appendChild(button);

  return element;
}

document.body.appendChild(greeting());
