// Panda CSS extracts the styles used in src/ and emits them into the @layer rules of src/styles/index.css.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
};
