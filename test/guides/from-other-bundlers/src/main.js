import './style.css';
import logoUrl from './assets/logo.svg';
import notice from './assets/notice.txt?raw';

const app = document.querySelector('#app');
app.innerHTML = `
  <img src="${logoUrl}" alt="" width="48" height="48" />
  <h1>Weather</h1>
  <p class="notice">${notice.trim()}</p>
`;

if (import.meta.env.DEV) {
  console.log(`Fetching from ${import.meta.env.VITE_API_URL}`);
}

fetch(import.meta.env.VITE_API_URL)
  .then((response) => response.json())
  .then((forecast) => {
    app.querySelector('h1').textContent = `Weather: ${forecast.summary}`;
  })
  .catch(() => {
    app.querySelector('h1').textContent = 'Weather: unavailable';
  });
