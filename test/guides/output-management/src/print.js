export default function printMe() {
  console.log('The print button was clicked.');
}
