async function greeting() {
  const { default: _ } = await import('lodash');

  const element = document.createElement('p');
  element.textContent = _.join(['Hello', 'from', 'webpack'], ' ');
  return element;
}

greeting().then((element) => {
  document.body.appendChild(element);
});
