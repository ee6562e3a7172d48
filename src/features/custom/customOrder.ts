import { shopPages } from '../../config/shopPages';

/** The custom order form's fields; their names match the custom lines the existing site stored. */
export interface CustomOrderForm {
  model: string;
  size: string;
  color: string;
  material: string;
  text: string;
  notes: string;
}

export type CustomOrderErrors = Partial<Record<keyof CustomOrderForm, string>>;

export const emptyCustomOrder: CustomOrderForm = { model: '', size: '', color: '', material: '', text: '', notes: '' };

export const customOrderFields: (keyof CustomOrderForm)[] = ['model', 'size', 'color', 'material', 'text', 'notes'];

/** Her models (toko.csv's model_custom, else her category names). */
export const baseModels = shopPages.customModels;

export const materials = ['Kanvas', 'Kulit', 'Kulit sintetis', 'Suede', 'Katun', 'Linen', 'Denim', 'Anyaman pandan', 'Terserah saran toko'];

export function validateCustomOrder(form: CustomOrderForm): CustomOrderErrors {
  const errors: CustomOrderErrors = {};
  if (!form.model.trim()) errors.model = 'Pilih model dasar.';
  if (!form.size.trim()) errors.size = 'Isi ukuran.';
  if (!form.color.trim()) errors.color = 'Isi warna.';
  return errors;
}

/** The fields a custom line keeps: trimmed, empty optional ones left out, and a readable name. */
export function toCustomLineFields(form: CustomOrderForm): Record<string, string> & { name: string } {
  const fields: Record<string, string> = {};
  for (const field of customOrderFields) {
    const value = form[field].trim();
    if (value) fields[field] = value;
  }
  return { ...fields, name: `${form.model.trim()} custom` };
}
