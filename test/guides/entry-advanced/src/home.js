document.querySelector('h1').textContent = 'Welcome home';
