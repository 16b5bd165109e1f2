import _ from 'lodash';

function greeting() {
  const element = document.createElement('p');

  // lodash is now imported by this module instead of coming from a global
  element.textContent = _.join(['Hello', 'from', 'webpack'], ' ');

  return element;
}

document.body.appendChild(greeting());
