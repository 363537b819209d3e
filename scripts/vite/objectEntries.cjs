// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings
// ~20 small ES5 shims into the first screen's script; every browser the app supports has the
// built-in (vite.config.ts aliases the package here).
module.exports = Object.entries;
