// Tesseract settings for machine-readable zones, shared by the browser engine and the accuracy
// benchmark (scripts/bench-mrz.ts), so the benchmark measures what ships.

/** The characters an MRZ can hold: anything else the model might guess is noise. */
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** LSTM only: the MRZ model has no legacy data, and the LSTM-only core is the smaller download. */
export const OEM_LSTM_ONLY = 1;
/**
 * `debug_file`: Tesseract writes its diagnostics ("Estimating resolution as …", "Empty page!!") to stderr,
 * which the worker turns into console errors on the host's page; the worker's in-memory /dev/null takes them.
 */
export const OCR_PARAMETERS = { tessedit_char_whitelist: MRZ_ALPHABET, tessedit_pageseg_mode: '6' /* one uniform block */, debug_file: '/dev/null' } as const;
/** rotateAuto straightens a photo taken a few degrees off. */
export const RECOGNIZE_OPTIONS = { rotateAuto: true } as const;
