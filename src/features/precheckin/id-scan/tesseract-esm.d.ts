// tesseract.js ships a prebuilt ES module; its types are those of the package's main entry.
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  export { createWorker } from 'tesseract.js';
}
