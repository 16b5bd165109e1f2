import _ from 'lodash';
import './style.css';
import iconUrl from './icon.png';
import note from './data.xml';
import rows from './data.csv';
import tomlData from './data.toml';
import yamlData from './data.yaml';
import json5Data from './data.json5';

function greeting() {
  const element = document.createElement('p');
  element.textContent = _.join(['Hello', 'from', 'webpack'], ' ');
  element.classList.add('greeting');

  // The imported image is a URL that points into the output directory
  const icon = new Image();
  icon.src = iconUrl;
  icon.alt = 'Green page icon';
  element.appendChild(icon);

  return element;
}

document.body.appendChild(greeting());

console.log(note);
console.log(rows);
console.log(tomlData.title, tomlData.owner.name);
console.log(yamlData.title, yamlData.owner.name);
console.log(json5Data.title, json5Data.owner.name);
