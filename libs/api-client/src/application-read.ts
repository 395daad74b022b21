import { APPLICATION_READ, type ApplicationRecord } from '@evisa/contracts';
import { api } from './api-client';

/** The stored application (spec 7's read), as every step, the preview and the payment page load it. */
export const loadApplication = (id: string) => api.get<ApplicationRecord>(APPLICATION_READ, { applicationId: id });
