console.log('The print.js module has loaded. Code in its top level runs once, on first import.');

export default function printMe() {
  console.log('Button clicked: printMe() ran.');
}
