// The store's stored rows (items, option menus, purchases) and their getters.
import { many, type DB } from '../db.js';

export interface StoreItemRow {
  id: number;
  tenant_id: number;
  name: string;
  description: string;
  image: string | null;
  media: string;
  bullets: string;
  disclaimer: string | null;
  enforce_disclaimer: number;
  max_quantity: number;
  inquiry_only: number;
  is_manual: number;
  topic_name: string;
  available_from: string | null;
  duration: number | null;
  price_total: number | null;
  price_start_from: number | null;
  price_per_hour: number | null;
  price_per_day: number | null;
  options: string;
  listing_ids: string | null;
  is_damage_waiver: number;
  active: number;
  sort: number;
}

export interface MenuRow {
  id: number;
  store_item_id: number;
  name: string;
  images: string;
  main_image: string | null;
  description: string;
  bullets: string;
  disclaimer: string | null;
  menu_fields: string;
  base_price: number;
}

export interface MenuField {
  key: string;
  label: string;
  type: 'select' | 'number' | 'date' | 'date_range' | 'time' | 'text' | 'checkbox';
  required: boolean;
  units?: string | null;
  min?: number | null;
  max?: number | null;
  options?: { value: string; label: string; price: number }[];
  price_per_unit?: number | null;
  price_per_day?: number | null;
  price?: number | null;
}

export interface ItemOption {
  key: string;
  label: string;
  units: string | null;
  type: string;
  value: string | number | boolean | null;
}

export interface PurchaseRow {
  id: number;
  tenant_id: number;
  reservation_id: number;
  store_item_id: number;
  menu_id: number | null;
  options: string;
  count: number;
  item_amount: number;
  tax_amount: number;
  amount: number;
  currency: string;
  status: string;
  payment_intent_id: string | null;
  comments: string | null;
  created_by_user_id: number | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export const itemsOfTenant = (db: DB, tenantId: number) =>
  many<StoreItemRow>(db, 'SELECT * FROM store_items WHERE tenant_id = ? AND active = 1 ORDER BY sort, id', tenantId);

export const menusOf = (db: DB, itemId: number) =>
  many<MenuRow>(db, 'SELECT * FROM store_item_menus WHERE store_item_id = ? ORDER BY id', itemId);
