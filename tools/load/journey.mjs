// The applicant's whole journey through the API, as a list of steps. A step whose endpoint the API does not
// offer yet (not in its OpenAPI document) is left out, so the journey grows as the endpoints land: add a step
// here for each new one.

const stepPath = (n) => `/visaapplication/applicationSubmitStep${n}`;
const forApplication = (a) => ({ applicationId: a.id });

/** A step that saves answers: on 200 they are recorded as acknowledged, for the final check. */
function save(name, n, pick) {
  return {
    name,
    operation: `PATCH ${stepPath(n)}`,
    request: (a) => ({ method: 'PATCH', path: stepPath(n), query: forApplication(a), json: pick(a.answers) }),
    acknowledge: (a) => Object.assign(a.acknowledged, pick(a.answers)),
  };
}

/** A step that uploads one image: on 200 the stored file name is read back by the final check. */
function upload(name, n, field, image) {
  return {
    name,
    operation: `PATCH ${stepPath(n)}`,
    request: (a) => ({
      method: 'PATCH',
      path: stepPath(n),
      query: forApplication(a),
      form: () => {
        const form = new FormData();
        form.append(field, new Blob([image], { type: 'image/jpeg' }), `${field}.jpg`);
        return form;
      },
    }),
    acknowledge: (a) => (a.files[field] = true),
  };
}

/**
 * @param {{ photo: Buffer, passport: Buffer }} images
 * @param {string} paypalUrl the PayPal sandbox's base URL (tools/paypal-sandbox), where the applicant approves
 */
export function journey(images, paypalUrl) {
  return [
    {
      name: 'create (step 1)',
      operation: 'POST /visaapplication/newApplication',
      request: (a) => ({ method: 'POST', path: '/visaapplication/newApplication', json: a.answers.step1 }),
      acknowledge: (a, body) => {
        a.id = body.data.uniqueId;
        Object.assign(a.acknowledged, a.answers.step1);
      },
    },
    save('step 2', 2, (answers) => answers.step2),
    save('step 3', 3, (answers) => answers.step3),
    save('step 4', 4, (answers) => answers.step4),
    save('step 5', 5, (answers) => answers.step5),
    upload('photo', 5, 'mainImg', images.photo),
    upload('documents', 6, 'passportCopy', images.passport),
    save('questions', 7, (answers) => answers.questions),
    {
      name: 'preview (read)',
      operation: 'GET /visaapplication/application',
      request: (a) => ({ method: 'GET', path: '/visaapplication/application', query: forApplication(a) }),
    },
    {
      name: 'resume lookup',
      operation: 'POST /visaapplication/findApplication',
      request: (a) => ({ method: 'POST', path: '/visaapplication/findApplication', json: { applicationId: a.id, dateOfBirth: a.answers.step1.dateOfBirth } }),
    },
    {
      name: 'payment order',
      operation: 'POST /payments/create-paypal-order',
      request: (a) => ({ method: 'POST', path: '/payments/create-paypal-order', query: forApplication(a), json: { agreeTerms: true } }),
      acknowledge: (a, body) => (a.orderID = body.data.orderID),
    },
    {
      // The applicant's approval on PayPal's page: here the sandbox's (not part of the API).
      name: 'approve (sandbox)',
      after: 'payment order',
      request: (a) => ({ method: 'POST', path: `${paypalUrl}/checkout/approve`, urlencoded: { token: a.orderID }, redirect: 'manual' }),
      expect: [200, 303],
    },
    {
      name: 'capture',
      operation: 'POST /payments/capture-paypal-order',
      after: 'approve (sandbox)',
      request: (a) => ({ method: 'POST', path: '/payments/capture-paypal-order', query: forApplication(a), json: { orderID: a.orderID } }),
      acknowledge: (a) => (a.paid = true),
    },
    {
      name: 'payment summary',
      operation: 'GET /payments/summary',
      request: (a) => ({ method: 'GET', path: '/payments/summary', query: forApplication(a) }),
    },
  ];
}

/** The steps the API offers now (by its OpenAPI document), in order; a step after a missing one is left out too. */
export function availableSteps(steps, operations) {
  const kept = [];
  for (const step of steps) {
    if (step.operation && !operations.has(step.operation)) continue;
    if (step.after && !kept.some((other) => other.name === step.after)) continue;
    kept.push(step);
  }
  return kept;
}
