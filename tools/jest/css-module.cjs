// CSS Modules in tests: `styles.card` is the string 'card', so class names stay readable.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
