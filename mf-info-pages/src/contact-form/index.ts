export { CONTACT_FORM_TEXTS, ContactForm } from './contact-form';
