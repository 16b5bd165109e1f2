import photoUrl from './photo.png';
import logoDataUrl from './logo.svg';
import pixelUrl from './pixel.gif';
import notice from './notice.txt';
import logoSource from './logo.svg?raw';

const photo = new Image();
photo.src = photoUrl;
photo.alt = 'An icon emitted as a separate file';
document.body.appendChild(photo);

const logo = new Image();
logo.src = logoDataUrl;
logo.alt = 'A logo inlined as a data URL';
document.body.appendChild(logo);

// Under 4 KiB, so the asset type inlines it
const pixel = new Image();
pixel.src = pixelUrl;
pixel.alt = '';
document.body.appendChild(pixel);

const paragraph = document.createElement('p');
paragraph.textContent = notice;
document.body.appendChild(paragraph);

console.log(`The SVG source is ${logoSource.length} characters long.`);

// new URL('./file', import.meta.url) creates an asset module without an import statement
const fontUrl = new URL('./open-sans-bold.woff2', import.meta.url);
const font = new FontFace('Open Sans', `url(${fontUrl})`, { weight: '700' });
document.fonts.add(font);
font.load().then(() => {
  paragraph.style.fontFamily = "'Open Sans', sans-serif";
});
