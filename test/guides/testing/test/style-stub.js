// Stylesheets do nothing in tests: jsdom does not lay out the page.
module.exports = {};
