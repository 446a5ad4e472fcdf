// Ticket tracker: the ticket and its photos (apart from the survey's calls, so the survey page does not
// download the media upload).
import type { ApiClient, EndpointOptions } from '../client';
import { TicketResponseSchema } from '../schemas/ticket';
import { uploadMedia, type UploadMediaOptions } from './media';

const enc = (c: string | number) => encodeURIComponent(String(c));

/** GET /api/tracked-lt/{id} — the ticket (`payload.data`) by its public id. */
export const getTicket = (api: ApiClient, publicId: string, o: EndpointOptions = {}) =>
  api.get(`/api/tracked-lt/${enc(publicId)}`, TicketResponseSchema, o).then((r) => r.data);

/** Body of POST /api/listing-tasks/{id}/ticket-photos (operations.addTicketPhotos): 1–20 http(s) media URLs. */
export type TicketPhotosBody = { images: string[] };
export const MAX_TICKET_PHOTOS_PER_CALL = 20;

/** POST /api/listing-tasks/{id}/ticket-photos — adds uploaded media URLs to the ticket; answers the updated ticket. */
export const addTicketPhotos = (api: ApiClient, publicId: string, images: string[], o: EndpointOptions = {}) => {
  const body: TicketPhotosBody = { images };
  return api.post(`/api/listing-tasks/${enc(publicId)}/ticket-photos`, TicketResponseSchema, { ...o, body }).then((r) => r.data);
};

/**
 * Uploads photos/videos for a ticket (multipart, one file at a time, overall progress 0–1) and then adds their
 * URLs to the ticket, at most 20 per call. Answers the updated ticket.
 */
export async function uploadTicketPhotos(api: ApiClient, publicId: string, files: readonly Blob[], o: UploadMediaOptions = {}) {
  const urls: string[] = [];
  for (const [i, file] of files.entries()) {
    // The ticket's public id is the capability for uploads made without a session.
    const { secure_url } = await uploadMedia(api, file, {
      ...o,
      ticketId: publicId,
      onProgress: o.onProgress && ((f) => o.onProgress?.((i + f) / files.length)),
    });
    urls.push(secure_url);
    o.onProgress?.((i + 1) / files.length);
  }
  let ticket = null;
  for (let start = 0; start < urls.length; start += MAX_TICKET_PHOTOS_PER_CALL) {
    ticket = await addTicketPhotos(api, publicId, urls.slice(start, start + MAX_TICKET_PHOTOS_PER_CALL), { signal: o.signal });
  }
  return ticket;
}
