// A pre-check-in as the wizard leaves it when Done: what the seed's finished reservations carry.
export const DONE_DATA = {
  times_info: { requested_check_in_time: '16:00', requested_check_out_time: '11:00' },
  guest_count_info: { adults: 2, kids: 0, babies: 0, guests: ['Alex Morgan', 'Robin Morgan'] },
  guests_details: [
    { full_name: 'Alex Morgan', email: 'guest@demo.test', phone_number: '+1 305 555 0101', id: 'X1234567', photo_id: null },
    { full_name: 'Robin Morgan', email: null, phone_number: null, id: 'X7654321', photo_id: null },
  ],
  client_info: {
    email: 'guest@demo.test',
    birthday: '1985-04-12',
    phone_number: '+1 305 555 0101',
    trip_purpose: 'leisure',
    need_parking: true,
    car_amount: 1,
    car_model: 'Toyota Corolla',
    licence_plate: 'SUN 123',
    address: { address_line1: '1 Main St', town: 'Springfield', county: 'IL', zip_code: '62701' },
  },
  special_requests: { 'Pack n play': false, 'High Chair': true, 'Pool fence': true },
  car_info: { model: 'Toyota Corolla', license_plate: 'SUN 123' },
  terms_accepted: true,
  terms_signature_image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
};
