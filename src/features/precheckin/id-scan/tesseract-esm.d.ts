// tesseract.js ships a prebuilt ES module (one default export); its types are those of the package's main entry.
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  const Tesseract: typeof import('tesseract.js');
  export default Tesseract;
}
