document.querySelector('h1').textContent = 'Your account';
