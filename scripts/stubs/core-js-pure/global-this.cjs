/* global module */
// What `require('core-js-pure/features/global-this')` returns: the global object.
module.exports = globalThis;
