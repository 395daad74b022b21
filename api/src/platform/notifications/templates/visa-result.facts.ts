/** What the e-mails of the government's answer say, as data; each language's wording words it. */
export type VisaResultFacts = {
  applicantName: string;
  applicationId: string;
  governmentReference: string;
  /** The status page, where the applicant finds the stage and, once granted, downloads the e-Visa. */
  statusUrl: string;
  contactUrl: string;
};

export type VisaRefusedFacts = VisaResultFacts & { reason: string };
