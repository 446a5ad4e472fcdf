/**
 * GENERATED FILE — do not edit. Source: src/api/openapi.yaml.
 * Regenerate with `npm run gen:api` (scripts/gen-api-types.mjs); a server test fails when it is stale.
 */
/* eslint-disable -- generated from src/api/openapi.yaml, not written by hand */
export interface paths {
    "/api/tourist/user/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reservation access by confirmation code (plus last name)
         * @description With `last_name`: looks the reservation up by confirmation code and last name (case-insensitive,
         *     trimmed) and, on a match, starts a session limited to that reservation (cookie; with `token=true`
         *     the bearer token is returned too). Without `last_name`: checks that the current session may see the
         *     reservation. Either way the answer is the URL to open. A mismatch answers one uniform 404
         *     `lookup_mismatch` that does not reveal which of the two was wrong.
         *     A POST with a JSON body (not a GET) because it can start a session: a link or a form on another
         *     site cannot send it (login CSRF). Wrong guesses are limited per confirmation code and per client
         *     (429 with `retry_after` seconds; the lock-out grows with each repeat).
         */
        post: operations["validateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The signed-in user; 401 without a session (the spec's answer). With `session=optional` a request without a session is answered 200 `{ signed_in: false }` instead, so a signed-out page load has no failed request for the browser to report. A backend that ignores the parameter answers 401 and the SDK reads that the same way. */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset e-mail
         * @description Always answers `{ ok: true }` for a well-formed e-mail, whether or not an account exists. The e-mail contains a link `/tourist/reset-password?token=...` on the server's configured public origin (never the request's Host). At most 3 mails per address per window (further requests still answer `{ ok: true }`); calls per client are limited (429).
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks for a guest account in the tenant. Answers 202 `{ verification_required: true }` whether or not the e-mail already has an account (no enumeration) and signs nobody in. A new address gets a link `/api/verify-email?token=...` (valid 48 h); the owner of an existing account gets a notice instead. Until the link is opened the account can sign in but sees no reservations; opening it attaches the reservations of the tenant's guest with the same primary e-mail. `gId` and `externalCheckout` are kept for the redirect after verification. Limited per client (429). */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The link mailed after sign-up
         * @description Verifies the account's e-mail (once; the token is valid 48 hours), attaches the reservations of the tenant's guest with that primary e-mail, and redirects (302) to the portal's `/tourist/login` on the configured public origin with `verification=done` (plus `redirectUrl` for a sign-up with `gId`) or `verification=invalid`. It signs nobody in, so a link cannot swap a browser's session.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The guest's reservations (staff see every reservation of the tenant), sorted by `check_in` descending, each with its `classification` (upcoming, current, past). */
        get: operations["listReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist-data/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Trip info. Rules, in order:
         *     1. Accommodation not paid (balance due, payable in the portal) → 402 `not_paid`.
         *     2. More than 24 hours before check-in → 200 with `error: "details_not_available_yet"`, the check-in date and
         *        `min_check_in_time_string`; the protected fields (`info`, instructions, guides) are `null`.
         *     3. A security deposit is required and neither paid nor placed → 402 `deposit_not_paid` (with `deposit`).
         *     4. The pre-check-in is not Done → 200 with `error: "pre_check_in_required"`, `need_pre_checkin: true`; the
         *        protected fields are `null`.
         *     5. Otherwise the full trip info with `error: null`.
         */
        get: operations["getTripInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/{code}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The pre-check-in record. 402 `not_paid` while the accommodation balance must still be paid. */
        get: operations["getPreCheckIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-in/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Saves the pre-check-in record for one wizard step. The body is the record (any subset of the writable
         *     fields; read-only fields such as settings are ignored) plus `step`. `step` 0 keeps the status; a step
         *     sets `In Progress` until it reaches the done marker of the tenant's wizard reading, which sets `Done`
         *     (the SDK's rule, `isDoneStep` of src/core/precheckin-steps: reading A 3 or later; reading B the last
         *     step number of that reservation's wizard, at most 5). Guest details are not changed while
         *     `locked_guest_details` is true, nor guest counts under `disable_guest_count_changes`.
         *     The save that reaches the done marker must carry a record that passes every step's rules (src/core
         *     `completedRecordErrors`: times, guests, trip purpose, special requests and parking when that step shows,
         *     e-mail, birth date, phone, ID and selfie, documents, terms, signature); otherwise 400
         *     `precheckin_incomplete` with `fields` (every refused path and its message) and nothing is stored.
         *     Staff skipping the registration (`skip_guest_registration`) completes the record as it stands.
         *     Requested times must respect `min_check_in_time_string` / `max_check_out_time_string` and 30-minute steps.
         *     Uploaded documents (`id_pic`, `selfie_pic`, `additional_doc`, `additional_documents[].url`, guests'
         *     `photo_id`) are https URLs, or media this server issued (`/media/<file>`) for this reservation.
         *     `base_updated_at` (the `updated_at` of the record the draft started from) guards against a second tab:
         *     when the stored record's `updated_at` differs, the save is refused with 409 `stale_record` (carrying the
         *     stored `updated_at`); a save without `base_updated_at` overwrites.
         */
        post: operations["savePreCheckIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/{code}/store-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getReservationStoreItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/{id}/store-items/{itemId}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getStoreItemOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/store-items-menu/{menuId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Price of a menu with the chosen fields. The query holds one parameter per menu field key
         *     (`date_range` values as `YYYY-MM-DD/YYYY-MM-DD`), plus optional `count`. `total_price` is in minor units,
         *     before tax (tax = `total_price * store_tax`). Missing required fields → 400 `validation` naming the field.
         */
        get: operations["getMenuPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/store-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listStoreItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/store-items/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPurchaseHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The store purchase behind a payment intent, for the reservation's guest (or tenant staff) or for anyone holding the intent's `client_secret` (payment-request links). Otherwise 404 — also for an intent of another tenant. The intent id alone is not a capability. */
        get: operations["getPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/store-items/purchases/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancels an unfinished purchase (`pending_payment`: ordered, its card step never finished) of a reservation the session may see, with its payment intent; the item can be ordered again. 409 `purchase_not_pending` (with the purchase's `status`) when it was paid, authorised or cancelled meanwhile. The server also cancels a guest's unfinished purchase on its own once nothing happened on it for `GP_PENDING_PAYMENT_TTL_MINUTES` (default a day). */
        post: operations["cancelPendingPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/{id}/store-items/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Request (manual approval) — creates a purchase and a **manual-capture** payment intent. After the card authorisation the purchase is `pending_capture` until approved (then `confirmed`) or rejected (`cancelled`). An `Idempotency-Key` header makes retries return the same intent. */
        post: operations["requestStoreItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/{id}/store-items/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reserve (immediate charge) — creates a purchase and an **automatic-capture** payment intent; the purchase becomes `confirmed` when the intent succeeds. `Idempotency-Key` as for authorize. */
        post: operations["reserveStoreItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/reservations/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["logAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{code}/basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Non-personal reservation summary for the survey page. Reachable by the confirmation code from the survey e-mail without signing in (tenant from `X-Tenant-Id`); a signed-in guest gets 404 for another guest's reservation. Unknown codes count against the client's lookup limit (429). */
        get: operations["getReservationBasicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{code}/survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Mid-stay (check-in ≤ today < check-out) the body needs `rate` (1–5) and the answer is `avg = rate × 2`;
         *     otherwise all six ratings (1–5) and `avg = mean × 2` (10-point scale, one decimal). A score ≤ 7.5 creates a
         *     ticket and `link` is `/tourist-lt/<public_id>`; a score ≥ 9 links the company's review page (https);
         *     otherwise `link` is null. One survey (and one mid-stay check-up) per reservation: 409 `survey_already_submitted`;
         *     before check-in 409 `survey_not_open`. Free text (`feedback`) is stored verbatim as data: clients must render it as text.
         *     Only within the reservation's own tenant (a code of another tenant is 404); unknown codes count against
         *     the client's lookup limit (429). A tenant may require the signed survey link: then the answers need the
         *     link's `sig` (or a session of the reservation's own guest), else 403 `survey_signature_required`.
         */
        post: operations["submitSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{code}/survey-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description For the tenant's staff: the reservation's signed survey link (the hosted survey page with `sig`) to send
         *     to its guest, its `signature` (for a survey page of the tenant's own: `<guest-survey survey-signature>`),
         *     and whether the tenant `required` it. The signature does not expire and never changes for a reservation.
         */
        get: operations["getSurveyLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/verification_details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVerificationDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracked-lt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Ticket tracker; `id` is the ticket's public id (the link is the capability). */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-tasks/{id}/ticket-photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds media (URLs returned by the media upload) to the ticket gallery. Anyone with the ticket link. http(s) URLs only; at most 20 per call and 100 per ticket. */
        post: operations["addTicketPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/gate-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Gate code by confirmation code plus last name (case-insensitive, trimmed). Any mismatch answers the same 404 `lookup_mismatch`. Wrong guesses are limited per confirmation code (from any client) and per client (429 with `retry_after`; each repeated lock-out lasts twice as long). A matching reservation whose home has no gate code, that is over, or whose details are still closed by the trip-info rules (balance, 24 hours, deposit or waiver, a completed pre-check-in) answers 404 `gate_code_unavailable`. */
        get: operations["getGateCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tourist/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCompanyLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Multipart upload (field `file`, optional `upload_preset`), the same shape as the third-party media host the
         *     tenant's `media_upload_url` may point to. The content is checked (magic bytes, not the file name):
         *     png, jpeg, webp and pdf up to 10 MiB; mp4, webm and quicktime video up to 50 MiB. Other content → 415;
         *     too big → 413. Files are served back at `/media/<file>` (pdf as an attachment, images and video inline).
         *     Needs a session, or `ticket_id` (a form field sent before `file`): the public id of a ticket (the ticket
         *     link is the capability), else 401. `reservation_id` (a form field sent before `file`; id or confirmation
         *     code) ties the stored file to a reservation of the signed-in guest (another's → 404), so the pre-check-in
         *     save of that reservation accepts its URL.
         *     Each client (account, else address) may upload a limited number of bytes per window (429); every byte
         *     received counts, stored or not. An account whose e-mail is not verified yet may not upload (403
         *     `email_unverified`). The file is checked while it streams in: a refusal (415, 413, 429) can come before
         *     the client has sent it all. No room on the server's disk → 507 `insufficient_storage` (nothing is kept).
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Files uploaded with a session (identity documents, pre-check-in uploads) are private: served only to the uploader, the reservation's guest, the tenant's staff, or with a signed URL (`expires` + `sig`, as the upload answer and the pre-check-in record give them, valid 15 minutes), with `Cache-Control: private, no-store`; anyone else gets 404. Ticket photos (uploaded with a ticket's public id) stay public. */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout-info/{payment_intent_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Checkout info for a payment intent (implemented by the payments plugin, see src/api/openapi-payments.yaml). Visible to the reservation's guest (or tenant staff), or with the intent's client secret. 404 shows not-found. */
        get: operations["getCheckoutInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["devOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/purchases/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Approves a requested purchase (captures its manual-capture intent; purchase → confirmed). */
        post: operations["devApprovePurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/purchases/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Rejects a requested purchase (cancels its intent; purchase → cancelled). */
        post: operations["devRejectPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/action-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["devActionLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/fail-next-save/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Makes the next pre-check-in save of this reservation answer 500 (`internal`) once, so a journey can test Retry. */
        post: operations["devFailNextSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/reservations/{code}/reset-check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Makes the reservation's pre-check-in fresh again (step 0, New, nothing entered), so each end-to-end journey starts from the seed's case. */
        post: operations["devResetCheckIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/reservations/{code}/guest-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Simulates the external guest-registration service's status for a reservation. */
        post: operations["devSetGuestRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description English text (for logs; the SDK translates `code`) */
            error: string;
            /** @description Stable machine code */
            code: string;
            /** @description The offending input field, when there is one */
            field?: string;
            /** @description With 400 `precheckin_incomplete`: every refused field, by path (`client_info.email`, `guests_details.1.full_name`), with the translatable message the SDK's step shows there */
            fields?: {
                [key: string]: {
                    /** @description i18n key of the message */
                    key: string;
                    params?: {
                        [key: string]: string | number;
                    };
                };
            };
            /** @description With 429 — seconds until the lock-out ends */
            retry_after?: number;
        };
        StaleRecordError: components["schemas"]["Error"] & {
            /** @constant */
            error: "stale_record";
            /** @constant */
            code: "stale_record";
            /** @description English text (for logs; the SDK translates `code`) */
            message: string;
            /** @description The stored record's `updated_at` (send it as `base_updated_at` after loading the newer record) */
            updated_at: string | null;
        };
        PaymentRequiredError: components["schemas"]["Error"] & {
            /** @enum {string} */
            code: "not_paid" | "deposit_not_paid";
            /** Format: date-time */
            check_in: string;
            min_check_in_time_string: string;
            balance_due?: number;
            currency?: string;
            payment_intent_id?: string | null;
            deposit?: components["schemas"]["DepositInfo"];
        };
        /** @description Surrounding spaces are ignored; compared case-insensitively */
        Email: string;
        /** @description Max 30 characters; no <, >, {, } or control characters */
        PersonName: string;
        /** @description At least 8 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&* */
        NewPassword: string;
        /** @enum {string} */
        Locale: "es" | "en" | "gb" | "he" | "ru" | "fr" | "el" | "ge" | "it" | "ar" | "ar-SA" | "zh-Hans" | "pl" | "pt" | "sv";
        HttpUrl: string;
        NullableUrl: string | null;
        SignedOut: {
            /** @constant */
            signed_in: false;
        };
        LoginResponse: {
            user: components["schemas"]["User"];
            /** @description Only in token mode */
            token?: string;
        };
        User: {
            id: number;
            first_name: string;
            last_name: string;
            locale: components["schemas"]["Locale"];
            tenant_id: number;
            tenant_name: string;
            /** @enum {string} */
            role: "guest" | "staff";
            email: string;
            phone: string | null;
            abilities: string[];
            guest: {
                id: number;
                full_name: string;
                picture: string | null;
            } | null;
            guest_id: number | null;
        };
        Configuration: {
            tenant_id: number;
            slug?: string;
            company_name: string;
            logo_url: string;
            icon_url: string | null;
            primary_color: string;
            /** @description ISO 4217 code (default USD) */
            currency: string;
            timezone: string;
            default_locale: components["schemas"]["Locale"];
            /** @description Fraction, e.g. 0.08 = 8 % */
            store_tax: number;
            store_support: boolean;
            identity_verification_support: boolean;
            /** @description External guest-registration key; null = not used */
            guest_registration_api_key: string | null;
            /**
             * @description Which of the external guest-registration service's built-in widget addresses the SDK loads (default production)
             * @enum {string}
             */
            guest_registration_environment: "staging" | "production";
            /**
             * @description Pre-check-in wizard reading: A (guests info, special requests, personal info, waiver) or B (basic info, store, waiver, special requests, contact info)
             * @enum {string}
             */
            precheckin_variant: "A" | "B";
            /**
             * @description Age-band reading: kids 2–12 with babies under 2, or kids 3–12 with babies under 3
             * @enum {string}
             */
            age_bands: "kids-2-12" | "kids-3-12";
            /** @description Multipart endpoint for uploads (field file + upload_preset) returning secure_url */
            media_upload_url: string;
            media_upload_preset: string | null;
            review_links: {
                google?: string | null;
                facebook?: string | null;
            };
            terms_of_use?: string | null;
            /** @description Map tile URL template ({z}/{x}/{y}, optionally {s}) for the info page's map; null or absent = OpenStreetMap */
            map_tile_url?: string | null;
            /** @description Origins this tenant embeds the portal on (and the API's own); the SDK allows redirects and postMessage targets only to these */
            allowed_origins?: string[];
        };
        FeatureFlags: {
            [key: string]: boolean;
        };
        /** @description Server-computed deposit state (amounts in minor units; default 50000 when no deposit intent exists) */
        DepositInfo: {
            /** @description A deposit (or a damage waiver instead) is needed for this reservation */
            required: boolean;
            /** @description Paid or authorised (intent requires_capture/succeeded), or replaced by a confirmed damage waiver */
            placed: boolean;
            /** @description Now is within 0–48 hours before check-in */
            payable: boolean;
            amount: number;
            currency: string;
            payment_intent_id: string | null;
            /** Format: date-time */
            payable_from: string;
        };
        Money: {
            title: string;
            amount: number;
        };
        PaymentIntent: {
            payment_intent_id: string;
            client_secret: string;
            status: components["schemas"]["PaymentIntentStatus"];
            /** @description Minor units */
            amount: number;
            currency: string;
            /** @enum {string} */
            capture_method: "automatic" | "manual";
            metadata: {
                /** @enum {string} */
                type: "accommodation" | "deposit" | "store";
            };
            payment_provider: string;
            store_item_purchase: {
                id: number;
                store_item_id: number;
            } | null;
            created_at?: string;
        };
        /** @enum {string} */
        PaymentIntentStatus: "requires_payment_method" | "requires_source" | "requires_capture" | "succeeded" | "canceled";
        Listing: {
            id: number;
            title: string;
            nickname: string | null;
            hotel_title: string | null;
            hotel_name: string | null;
            city_name: string;
            resort_name: string | null;
            is_resort: boolean;
            container_picture: string | null;
            container_pictures: string[];
            picture: string | null;
            public_logo: string | null;
            timezone: string;
            address: string;
            lat: number | null;
            lng: number | null;
            get_currency: string;
            /** @description Minor units */
            damage_waiver_amount: number | null;
        };
        CheckinSettings: {
            accept_deposit_payments: boolean;
            deposit_deny_channels: string[];
            accept_portal_payments: boolean;
            allow_manual_card_charge: boolean;
            partial_reservation_days_threshold: number;
            use_listing_title: boolean;
            hide_hotel_units: boolean;
            guest_id_docs_deny_channels: string[];
            require_all_guest_details: boolean;
            require_guest_passport: boolean;
            require_guest_id: boolean;
            require_guest_address: boolean;
            require_guest_email: boolean;
            require_guest_phone: boolean;
            require_guest_photo_id: boolean;
            primary_guest_info_only: boolean;
            optional_guest_names: boolean;
            disable_guest_count_changes: boolean;
            offer_parking: boolean;
            require_signature: boolean;
            show_membership: boolean;
            membership_title: string;
            membership_description: string;
            show_opt_in: boolean;
            /** @enum {string} */
            selfie_upload_option: "both" | "camera" | "upload";
            show_selfie_with_id: boolean;
            require_selfie_with_id: boolean;
            accept_damage_waiver: boolean;
            travel_guide_url: string | null;
        };
        PurchasedItem: {
            id: number;
            store_item_id: number;
            reservation_id: number;
            item_name: string;
            /** @description May contain HTML — sanitise */
            description: string;
            status: components["schemas"]["PurchaseStatus"];
            item_image: string | null;
            amount?: number;
            extra_data: {
                category: components["schemas"]["StoreCategory"];
                description: string;
            };
        };
        /**
         * @description `pending_payment` = created, not paid yet (shown as in the bag); `pending_capture` = card authorised, waiting for approval
         * @enum {string}
         */
        PurchaseStatus: "pending_payment" | "pending_capture" | "confirmed" | "cancelled" | "refunded";
        /** @enum {string} */
        StoreCategory: "Addons" | "Amenities" | "Services";
        ReservationGuest: {
            full_name: string;
            first_name?: string;
            last_name?: string;
            primary_email: string | null;
            primary_phone: string | null;
            phones: string[];
            emails: string[];
        };
        Review: {
            id: number;
            /** @enum {string} */
            source: "survey" | "checkup";
            avg_rate: number;
            listing_task: {
                public_id: string;
            } | null;
            created_at: string;
        };
        BasicCompanyInfo: {
            company_name: string;
            links: {
                google?: string | null;
                facebook?: string | null;
            };
        };
        Reservation: {
            id: number;
            confirmation_code: string;
            /** Format: date-time */
            check_in: string;
            /** Format: date-time */
            check_out: string;
            /** @description HH:mm */
            planned_arrival: string | null;
            /** @description HH:mm */
            planned_departure: string | null;
            /** @description Booking channel */
            source: string;
            tenant_id: number;
            price: number;
            balance_due: number;
            currency: string;
            is_merchant: boolean;
            use_vcc: boolean;
            extra_data: {
                is_local: boolean;
            };
            invoice_items: components["schemas"]["Money"][];
            additional_invoice_items: components["schemas"]["Money"][];
            payment_items: {
                /** @description e.g. SUCCEEDED, PENDING, FAILED */
                status: string;
                amount: number;
                title?: string;
            }[];
            payment_intents: components["schemas"]["PaymentIntent"][];
            checkin_info: components["schemas"]["CheckinSettings"];
            pre_check_in_info: {
                status: components["schemas"]["PreCheckInStatus"];
                step: number;
                unlock_portal_access: boolean;
            };
            guest: components["schemas"]["ReservationGuest"];
            listing: components["schemas"]["Listing"];
            reviews: components["schemas"]["Review"][];
            basic_company_info: components["schemas"]["BasicCompanyInfo"];
            purchased_items: components["schemas"]["PurchasedItem"][];
            logo_url: string;
            /** @enum {string} */
            classification: "upcoming" | "current" | "past";
            deposit: components["schemas"]["DepositInfo"];
            /** @description Accommodation balance must be paid in the portal before details/pre-check-in */
            payment_required: boolean;
            has_damage_waiver_to_pay: boolean;
        };
        ReservationBasic: {
            id: number;
            confirmation_code: string;
            /** Format: date-time */
            check_in: string;
            /** Format: date-time */
            check_out: string;
            nights: number;
            tenant_id: number;
            source: string;
            is_mid_stay: boolean;
            listing: {
                title: string;
                city_name: string;
                picture: string | null;
                public_logo: string | null;
                /** @description IANA time zone of the listing (mid-stay and dates are read in it) */
                timezone?: string;
            };
            logo_url: string;
            basic_company_info: components["schemas"]["BasicCompanyInfo"];
            reviews: components["schemas"]["Review"][];
        };
        TimesInfo: {
            requested_check_in_time?: string | null;
            requested_check_out_time?: string | null;
        };
        CarInfo: {
            has_info?: boolean;
            model?: string | null;
            license_plate?: string | null;
            assigned_parking_desc?: string | null;
            parking_pass_desc?: string | null;
        };
        TripInfo: {
            reservation_id: number;
            confirmation_code: string;
            /** Format: date-time */
            check_in: string;
            /** Format: date-time */
            check_out: string;
            need_pre_checkin: boolean;
            has_damage_waiver_to_pay: boolean;
            has_store_items: boolean;
            /** @description `details_not_available_yet` when more than 24 hours before check-in, `pre_check_in_required` while the pre-check-in is not Done (protected fields are null in both) */
            error: string | null;
            min_check_in_time_string: string;
            max_check_out_time_string: string;
            times_info: components["schemas"]["TimesInfo"];
            /** @description HTML — sanitise */
            checkin_instructions: string | null;
            /** @description HTML — sanitise */
            checkout_instructions: string | null;
            instructions_langs: {
                [key: string]: {
                    check_in?: string | null;
                    check_out?: string | null;
                };
            } | null;
            instruction_media: {
                /** @enum {string} */
                type: "image" | "video";
                url: string;
            }[] | null;
            custom_address_url: string | null;
            travel_guide_url: string | null;
            guidebook_url: string | null;
            /** @description The community or building gate code of the listing; null while the details are locked (as `info`). */
            gate_code?: string | null;
            guests_info: {
                listing_info_def?: {
                    topic: string;
                    sub_topic: string;
                    /** @description HTML — sanitise */
                    hint: string;
                }[];
                comments?: string | null;
                images?: string[];
            } | null;
            info: {
                door_codes: {
                    name: string;
                    code: string;
                    Alert?: string | null;
                }[];
                wifi: {
                    name: string;
                    password: string;
                } | null;
                phones: {
                    label: string;
                    number: string;
                }[];
                links: {
                    /** @description call, sms, whatsapp, facebook, instagram, website... */
                    type: string;
                    url: string;
                    label?: string;
                }[];
                custom_instructions: string | null;
            } | null;
            car_info: components["schemas"]["CarInfo"];
            /** @description Chosen special requests (label → flag or count); spelled as in the original API */
            special_reqeusts: {
                [key: string]: boolean | number;
            };
            listing: components["schemas"]["Listing"];
            purchased_items: components["schemas"]["PurchasedItem"][];
        };
        /** @enum {string} */
        PreCheckInStatus: "New" | "In Progress" | "Done";
        GuestDetail: {
            full_name?: string | null;
            passport?: string | null;
            id?: string | null;
            phone_number?: string | null;
            email?: string | null;
            address?: string | null;
            photo_id?: components["schemas"]["NullableUrl"];
            driving_licence?: string | null;
            age?: number | null;
        };
        ClientInfo: {
            email?: string | null;
            birthday?: string | null;
            phone_number?: string | null;
            /** @enum {string|null} */
            trip_purpose?: "leisure" | "business" | null;
            need_parking?: boolean | null;
            car_amount?: number | null;
            car_model?: string | null;
            licence_plate?: string | null;
            address?: {
                address_line1?: string | null;
                town?: string | null;
                county?: string | null;
                zip_code?: string | null;
            } | null;
        };
        UploadedDocument: {
            id?: number | string | null;
            type: string;
            url: components["schemas"]["HttpUrl"];
        };
        SpecialRequestSetting: {
            name: string;
            /** @enum {string} */
            type: "toggle" | "counter";
            required: boolean;
            max?: number | null;
        };
        PreCheckIn: {
            reservation_id: number;
            confirmation_code?: string;
            /** @description The saved step: reading A 0–4, reading B 0–5 (the done marker: A 3, B the last step) */
            step: number;
            status: components["schemas"]["PreCheckInStatus"];
            min_check_in_time_string: string;
            max_check_out_time_string: string;
            times_info: components["schemas"]["TimesInfo"];
            guest_count_info: {
                adults: number;
                kids: number;
                babies: number;
                guests: string[];
            };
            guests_details: components["schemas"]["GuestDetail"][];
            client_info: components["schemas"]["ClientInfo"];
            locked_guest_details: boolean;
            previous_check_in_info: {
                guests_details?: components["schemas"]["GuestDetail"][];
            } | null;
            /** @description Verification identifier from the external guest-registration service */
            guest_registration_id: string | null;
            skip_guest_registration: boolean;
            /** @description The tenant's external guest-registration service applies to this reservation (its key is set and the reservation does not enter guests by hand) */
            guest_registration_required?: boolean;
            unlock_portal_access: boolean;
            special_requests_settings: components["schemas"]["SpecialRequestSetting"][];
            special_requests: {
                [key: string]: boolean | number;
            };
            allow_air_mattress: boolean;
            has_assigned_parking: boolean;
            has_parking_pass: boolean;
            parking_spaces: number;
            listing_num_of_rooms: number;
            id_pic: components["schemas"]["NullableUrl"];
            selfie_pic: components["schemas"]["NullableUrl"];
            additional_doc: components["schemas"]["NullableUrl"];
            /** @description Requested additional documents */
            additional_docs: {
                id: number;
                type: string;
            }[];
            additional_documents: components["schemas"]["UploadedDocument"][];
            /** @description HTML — sanitise */
            terms_of_use: string | null;
            generated_sign_doc: string | null;
            /** @description https URL or data:image/png;base64 URL */
            terms_signature_image: string | null;
            request_to_memeber: boolean;
            opt_in_info: {
                opt_in_title: string;
                opt_in_message: string;
            };
            opt_in_consent: boolean;
            vr_licence_signed: boolean;
            car_info: components["schemas"]["CarInfo"];
            terms_accepted?: boolean;
            updated_at?: string | null;
        };
        /** @description Writable fields of the pre-check-in record plus the step. Other record fields may be sent and are ignored. */
        PreCheckInSave: {
            /** @description Reading A saves 1–4, reading B 1–5 */
            step: number;
            /**
             * Format: date-time
             * @description The `updated_at` of the record the draft started from (only when it had one); a different stored value → 409 `stale_record`
             */
            base_updated_at?: string;
            times_info?: components["schemas"]["TimesInfo"];
            guest_count_info?: {
                adults?: number;
                kids?: number;
                babies?: number;
                guests?: string[];
            };
            guests_details?: components["schemas"]["GuestDetail"][];
            client_info?: components["schemas"]["ClientInfo"];
            guest_registration_id?: string | null;
            special_requests?: {
                [key: string]: boolean | number;
            };
            car_info?: components["schemas"]["CarInfo"];
            parking_spaces?: number;
            id_pic?: components["schemas"]["NullableUrl"];
            selfie_pic?: components["schemas"]["NullableUrl"];
            additional_doc?: components["schemas"]["NullableUrl"];
            additional_documents?: components["schemas"]["UploadedDocument"][];
            terms_signature_image?: string | null;
            terms_accepted?: boolean;
            request_to_memeber?: boolean;
            opt_in_consent?: boolean;
            vr_licence_signed?: boolean;
        };
        StoreItemPrice: {
            total: number | null;
            start_from: number | null;
            per_hour: number | null;
            per_day: number | null;
            currency: string;
        };
        StoreItem: {
            id: number;
            name: string;
            /** @description HTML — sanitise */
            description: string;
            image: string | null;
            media: string[];
            bullets: string[];
            disclaimer: string | null;
            enforce_disclaimer: boolean;
            max_quantity: number;
            inquiry_only: boolean;
            /** @description Manual approval: use Request (authorize) instead of Reserve (add) */
            is_manual: boolean;
            topic_name: components["schemas"]["StoreCategory"];
            /** Format: date-time */
            available_from: string | null;
            /** @description Minutes */
            duration: number | null;
            is_damage_waiver: boolean;
        };
        StoreItemOption: {
            key: string;
            label: string;
            units: string | null;
            /** @enum {string} */
            type: "number" | "select" | "date" | "date_range" | "time" | "text" | "checkbox";
            value: string | number | boolean | null;
        };
        StoreItemEntry: {
            item: components["schemas"]["StoreItem"];
            price: components["schemas"]["StoreItemPrice"];
            /**
             * @description null = available
             * @enum {string|null}
             */
            status: "not_available" | "in_bag" | "purchased" | "future" | "requested" | null;
            options: components["schemas"]["StoreItemOption"][];
            has_menus: boolean;
            /** @description The item's unfinished purchase on this reservation (status `in_bag`), what Continue pays and Cancel frees */
            pending_purchase?: components["schemas"]["PendingPurchase"] | null;
        };
        PendingPurchase: {
            id: number;
            payment_intent_id: string;
            awaiting: components["schemas"]["PurchaseAwaiting"];
        };
        /**
         * @description What an unfinished purchase waits for — a payment (Reserve) or the card authorisation of a Request
         * @enum {string}
         */
        PurchaseAwaiting: "payment" | "authorization";
        MenuField: {
            key: string;
            label: string;
            /** @enum {string} */
            type: "select" | "number" | "date" | "date_range" | "time" | "text" | "checkbox";
            required: boolean;
            units?: string | null;
            min?: number | null;
            max?: number | null;
            options?: {
                value: string;
                label: string;
                /** @description Added once (minor units) */
                price: number;
            }[];
            /** @description For number fields — value × price_per_unit */
            price_per_unit?: number | null;
            /** @description For date_range fields — days × price_per_day */
            price_per_day?: number | null;
            /** @description For checkbox fields — added when checked */
            price?: number | null;
        };
        MenuOption: {
            id: number;
            name: string;
            images: string[];
            main_image: string | null;
            /** @description HTML — sanitise */
            description: string;
            bullets: string[];
            disclaimer: string | null;
            menu_fields: components["schemas"]["MenuField"][];
            base_price: number;
        };
        /** @description Either `item_id` (item without menus) or `menuId` (+ its item); options are the menu field values (or the item's option values) by key. */
        OrderRequest: {
            reservationId?: number | string | null;
            item_id?: number | null;
            menuId?: number | null;
            options?: {
                [key: string]: string | number | boolean;
            } | null;
            /** @default 1 */
            count: number;
            comments?: string | null;
            /** @description Current route query (kept for the record) */
            query?: {
                [key: string]: string;
            } | null;
        };
        Purchase: {
            id: number;
            store_item_id: number;
            reservation_id: number;
            /** @description Total including tax (minor units) */
            amount: number;
            /** @description Before tax */
            item_amount: number;
            tax_amount: number;
            currency: string;
            status: components["schemas"]["PurchaseStatus"];
            count: number;
            options: Record<string, never>;
            payment_intent: components["schemas"]["PaymentIntent"] | null;
            store_item: {
                id: number;
                name: string;
                description: string;
                image: string | null;
                is_damage_waiver: boolean;
                topic_name: components["schemas"]["StoreCategory"];
            };
            reservation: {
                id: number;
                confirmation_code: string;
                check_in: string;
                check_out: string;
                listing_title: string;
            };
            /** @description Card-provider public keys of the tenant, by provider name */
            public_keys: {
                [key: string]: string;
            };
            created_at: string;
        };
        PurchaseHistoryRow: {
            id: number;
            store_item: {
                id: number;
                name: string;
            };
            description: string;
            reservation: {
                id: number;
                confirmation_code: string;
            };
            total_amount: number;
            currency: string;
            status: components["schemas"]["PurchaseStatus"];
            created_at: string;
            payment_intent_id: string | null;
            awaiting?: components["schemas"]["PurchaseAwaiting"];
        };
        /** @description Six ratings (after the stay) or `rate` (mid-stay); `feedback` optional. */
        SurveyInput: {
            cleaning?: components["schemas"]["Rating"];
            communication?: components["schemas"]["Rating"];
            location?: components["schemas"]["Rating"];
            accuracy?: components["schemas"]["Rating"];
            check_in?: components["schemas"]["Rating"];
            value?: components["schemas"]["Rating"];
            rate?: components["schemas"]["Rating"];
            feedback?: string | null;
        };
        Rating: number;
        SurveyResponse: {
            avg: number;
            link: string | null;
        };
        /** @enum {string} */
        GuestRegistrationStatus: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETE";
        /** @enum {string} */
        TicketStatus: "New" | "In Progress" | "Done" | "Closed" | "Rejected";
        Ticket: {
            id: number;
            public_id: string;
            status: components["schemas"]["TicketStatus"];
            title: string;
            created_at: string;
            scheduled_at: string | null;
            moved_to_done_at: string | null;
            assigned_contractor_id: number | null;
            assigned_contractor: {
                first_name: string | null;
                last_name: string | null;
                email: string | null;
            } | null;
            desc_images: string[];
            review: {
                ai_bullets: string[];
                /** @description The stay (the confirmation code is not exposed on the public ticket link) */
                reservation: {
                    check_in: string;
                    check_out: string;
                    listing: {
                        title: string;
                        city_name: string;
                        picture: string | null;
                        /** @description IANA time zone of the listing (ticket times are shown in it) */
                        timezone?: string;
                    };
                };
            } | null;
            listing: {
                public_logo: string | null;
            };
        };
        ActionLogInput: {
            /** @enum {string} */
            event_type: "view_item" | "store_page_opened" | "compose_order_attempt" | "compose_order_successful" | "payment_attempt" | "payment_successful" | "portal_visited" | "damage_waiver_opened" | "damage_waiver_viewed";
            store_item_id?: number | null;
            reservation_id?: number | null;
            guest_id?: number | null;
            /** @enum {string|null} */
            device_type?: "phone" | "desktop" | null;
        };
        ActionLogEntry: {
            id: number;
            reservation_id: number;
            guest_id: number | null;
            user_id: number | null;
            device_type: string | null;
            event_type: string;
            store_item_id: number | null;
            created_at: string;
        };
        OutboxMail: {
            id: number;
            to: string;
            subject: string;
            text: string;
            created_at: string;
        };
        /** @description Owned by the payments plugin; mirrors `CheckoutInfo` of src/api/openapi-payments.yaml (authoritative). Provider-specific keys are present only for the intent's provider. */
        CheckoutInfo: {
            payment: components["schemas"]["PaymentIntent"];
            reservation: {
                id: number;
                confirmation_code: string;
                balance_due: number;
                currency: string;
                /** Format: date-time */
                check_in: string;
                /** Format: date-time */
                check_out: string;
                listing: {
                    id: number;
                    title: string;
                    city_name: string;
                    picture: string | null;
                };
            } | null;
            /** @enum {string} */
            provider: "sandbox" | "stripe" | "adyen" | "cashier" | "tokenizer" | "vault";
            /** @description Provider A (stripe) public key */
            stripe_public_key?: string;
            /** @description Provider B (adyen) client key */
            adyen_client_key?: string;
            /**
             * @description Provider B (adyen) environment
             * @enum {string}
             */
            adyen_environment?: "test" | "live" | "live-us" | "live-au" | "live-apse" | "live-in" | "live-nea";
            /** @description Provider C (cashier) credentials */
            cashier_token?: string;
            /** @description Provider D (tokenizer / vault) public API key */
            tokenizer_public_key?: string;
            require_address_fields: boolean;
            terms_of_use: string | null;
        };
    };
    responses: {
        /** @description Any other error, always with the Error body: 400 `validation` (e.g. a bad X-Tenant-Id header) or `invalid_json`, 401 `unauthorized`, 403 `forbidden` (origin not allowed), 413 `payload_too_large`, 415 `unsupported_media_type`, 429 `too_many_requests`, 500 `internal`. */
        Default: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Done */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    ok: true;
                };
            };
        };
        /** @description Invalid input (`validation`, `invalid_json`, `invalid_token`); `field` names the field */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in or session expired (`unauthorized`) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unknown, or not visible to this user/tenant (`not_found`) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in but not allowed (`email_unverified`, `forbidden`, `survey_signature_required`) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server has no room to store the file now (`insufficient_storage`); nothing was kept */
        InsufficientStorage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Confirmation code or last name do not match (`lookup_mismatch`); the same answer for either */
        LookupMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description State conflict (`item_not_available`, `item_requires_request` — use authorize, `purchase_not_pending`, `survey_already_submitted`, `survey_not_open`, `conflict`) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `not_paid`: the accommodation balance must be paid first (`balance_due`, `payment_intent_id` of the open
         *     accommodation intent). `deposit_not_paid`: the security deposit must be placed first (`deposit`).
         *     Both include `check_in` and `min_check_in_time_string`.
         */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PaymentRequiredError"];
            };
        };
        /** @description Body or upload too large (`payload_too_large`) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Content type not accepted (`unsupported_media_type`) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many passwords are being checked at once (`busy`, a rush of sign-ins); nothing was checked or counted. When to try again is in `retry_after` and the `Retry-After` header (exposed to cross-origin pages) */
        Busy: {
            headers: {
                /** @description Seconds until the client may try again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @description Seconds until the client may try again */
                    retry_after: number;
                };
            };
        };
        /** @description Too many attempts (`too_many_requests`); when the client may try again is in `retry_after` and the `Retry-After` header (exposed to cross-origin pages) */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the client may try again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @description Seconds until the client may try again */
                    retry_after: number;
                };
            };
        };
        /** @description Purchase and payment intent created (or the same ones for a repeated Idempotency-Key) */
        OrderCreated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    payment_intent: {
                        payment_intent_id: string;
                    };
                    purchase_id: number;
                };
            };
        };
    };
    parameters: {
        /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
        TenantHeader: number;
        /** @description Confirmation code */
        Code: string;
        /** @description Reservation id (numeric) or confirmation code */
        ReservationId: string;
        /** @description Public id of the ticket (listing task) */
        TicketPublicId: string;
        PurchaseId: number;
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    validateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    res_id: string;
                    last_name?: string;
                    token?: boolean;
                };
            };
        };
        responses: {
            /** @description Where to go */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect_url: string;
                        token?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["LookupMismatch"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Default"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: {
                /** @description `optional`: no session is an answer (200 `{ signed_in: false }`), not an error */
                session?: "optional";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user, or `{ signed_in: false }` when asked with `session=optional` and signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | components["schemas"]["SignedOut"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                    password: string;
                    /** @description Long-lived session (30 days instead of 12 hours) */
                    remember?: boolean;
                    /** @description Token mode — also return a bearer token */
                    token?: boolean;
                };
            };
        };
        responses: {
            /** @description Signed in. Sets the `gp_session` cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong e-mail or password (`invalid_credentials`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Busy"];
            default: components["responses"]["Default"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Default"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            /** @description Invalid input, or the token is unknown, used or expired (`invalid_token`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Busy"];
            default: components["responses"]["Default"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                    password: components["schemas"]["NewPassword"];
                    firstName: components["schemas"]["PersonName"];
                    lastName: components["schemas"]["PersonName"];
                    gId?: string | null;
                    externalCheckout?: boolean | null;
                    token?: boolean;
                };
            };
        };
        responses: {
            /** @description Accepted; check the mailbox (same answer for a taken e-mail) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verification_required: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Busy"];
            default: components["responses"]["Default"];
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /tourist/login?verification=done|invalid */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Default"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            default: components["responses"]["Default"];
        };
    };
    updateLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locale: components["schemas"]["Locale"];
                };
            };
        };
        responses: {
            /** @description Updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tenant configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Configuration"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getFeatureFlags: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Feature flags of the tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlags"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    listReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reservation list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getTripInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trip info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TripInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getPreCheckIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pre-check-in record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreCheckIn"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    savePreCheckIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reservation id (numeric) or confirmation code */
                id: components["parameters"]["ReservationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreCheckInSave"];
            };
        };
        responses: {
            /** @description The saved record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreCheckIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            /** @description The record changed since the draft was loaded (`stale_record`); resend without `base_updated_at` to overwrite */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaleRecordError"];
                };
            };
            default: components["responses"]["Default"];
        };
    };
    getReservationStoreItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Store items with their status for this reservation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreItemEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getStoreItemOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reservation id (numeric) or confirmation code */
                id: components["parameters"]["ReservationId"];
                itemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Option menus of the item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuOption"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getMenuPrice: {
        parameters: {
            query?: {
                count?: number;
                fields?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path: {
                menuId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Calculated price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_price: number;
                        currency?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    listStoreItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every store item of the tenant (status only when not reservation-specific) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreItemEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPurchaseHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Purchase history of the guest, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseHistoryRow"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Default"];
        };
    };
    getPurchase: {
        parameters: {
            query: {
                payment_intent_id: string;
                client_secret?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Purchase */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    cancelPendingPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "cancelled";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Default"];
        };
    };
    requestStoreItem: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Reservation id (numeric) or confirmation code */
                id: components["parameters"]["ReservationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequest"];
            };
        };
        responses: {
            201: components["responses"]["OrderCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Default"];
        };
    };
    reserveStoreItem: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Reservation id (numeric) or confirmation code */
                id: components["parameters"]["ReservationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequest"];
            };
        };
        responses: {
            201: components["responses"]["OrderCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Default"];
        };
    };
    logAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reservation id (numeric) or confirmation code */
                id: components["parameters"]["ReservationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionLogInput"];
            };
        };
        responses: {
            /** @description Logged */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getReservationBasicInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Basic info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationBasic"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Default"];
        };
    };
    submitSurvey: {
        parameters: {
            query?: {
                /** @description The signature of the survey link (`GET /api/reservations/{code}/survey-link`) */
                sig?: string;
            };
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyInput"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Default"];
        };
    };
    getSurveyLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                        signature: string;
                        required: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getVerificationDetails: {
        parameters: {
            query: {
                reservation_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description External guest-registration status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            verification_details: {
                                guests_registration_status: components["schemas"]["GuestRegistrationStatus"];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public id of the ticket (listing task) */
                id: components["parameters"]["TicketPublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    addTicketPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public id of the ticket (listing task) */
                id: components["parameters"]["TicketPublicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    images: components["schemas"]["HttpUrl"][];
                };
            };
        };
        responses: {
            /** @description The updated ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Default"];
        };
    };
    getGateCode: {
        parameters: {
            query: {
                confirmation_code: string;
                last_name: string;
            };
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Gate code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gate_code: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["LookupMismatch"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Default"];
        };
    };
    getCompanyLogo: {
        parameters: {
            query: {
                /** @description Tenant slug (e.g. `demo`) or tenant id */
                company: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo_url: string;
                        company_name: string;
                        tenant_id?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    upload_preset?: string;
                    /** @description Public id of the ticket the media is for (instead of a session) */
                    ticket_id?: string;
                    /** @description The reservation (id or confirmation code) the document belongs to */
                    reservation_id?: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secure_url: string;
                        /** @enum {string} */
                        resource_type?: "image" | "video" | "raw";
                        format?: string;
                        bytes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            507: components["responses"]["InsufficientStorage"];
            default: components["responses"]["Default"];
        };
    };
    getMedia: {
        parameters: {
            query?: {
                expires?: number;
                sig?: string;
            };
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its checked Content-Type and `X-Content-Type-Options: nosniff` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    getCheckoutInfo: {
        parameters: {
            query?: {
                client_secret?: string;
            };
            header?: never;
            path: {
                payment_intent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Checkout info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutInfo"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    devOutbox: {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description E-mails written by the server, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMail"][];
                };
            };
            default: components["responses"]["Default"];
        };
    };
    devApprovePurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PurchaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Updated purchase */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Default"];
        };
    };
    devRejectPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["PurchaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Updated purchase */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Default"];
        };
    };
    devActionLog: {
        parameters: {
            query?: {
                reservation_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Action log entries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionLogEntry"][];
                };
            };
            default: components["responses"]["Default"];
        };
    };
    devFailNextSave: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    devResetCheckIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    devSetGuestRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Tenant for unauthenticated calls (default 1). Ignored when a session exists. */
                "X-Tenant-Id"?: components["parameters"]["TenantHeader"];
            };
            path: {
                /** @description Confirmation code */
                code: components["parameters"]["Code"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: components["schemas"]["GuestRegistrationStatus"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Default"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            default: components["responses"]["Default"];
        };
    };
}
