import * as v from 'valibot';
import { nullableNumber, nullableString } from './common';

/** Answer of a media upload (POST /api/media/upload, or the tenant's third-party media host: same shape). */
export const MediaUploadSchema = v.looseObject({
  secure_url: v.string(),
  resource_type: nullableString,
  format: nullableString,
  bytes: nullableNumber,
});
