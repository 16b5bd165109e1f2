// Import aliases, read by both webpack.config.js and jest.config.js: prefix → folder.
module.exports = {
  '@': 'src',
};
