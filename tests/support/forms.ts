import { createDataLayer } from "../../server/db/database";
import { loadConfig } from "../../platform/config";
import type { LeadRow } from "../../server/db/lead-listing";
import { createLeadsRepository } from "../../server/db/leads-repository";
import type { TestDatabase } from "./databases";

/** A visitor's forgery token pair, as the browser gets it from GET /api/csrf. */
export interface CsrfSession {
  cookie: string;
  token: string;
}

export async function csrfSession(baseUrl: string): Promise<CsrfSession> {
  const response = await fetch(`${baseUrl}/api/csrf`);
  return csrfSessionFrom(response.headers.get("set-cookie") ?? "");
}

/** The token pair in GET /api/csrf's Set-Cookie header. */
export function csrfSessionFrom(setCookie: string): CsrfSession {
  const token = /XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1];
  if (!token) throw new Error(`no XSRF-TOKEN cookie in ${setCookie}`);
  return { cookie: `XSRF-TOKEN=${token}`, token: decodeURIComponent(token) };
}

export interface PostOptions {
  session?: CsrfSession | null;
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(body). */
  raw?: string;
}

/** POSTs like the site's own pages do: JSON, the token pair, the site's Origin. */
export async function postForm(
  baseUrl: string,
  endpoint: string,
  body: unknown,
  { session, headers = {}, raw }: PostOptions = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/${endpoint}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      referer: `${baseUrl}/partners?utm_campaign=spring`,
      ...(session ? { cookie: session.cookie, "x-xsrf-token": session.token } : {}),
      ...headers,
    },
    body: raw ?? JSON.stringify(body),
  });
}

/** The price checker's state, as a visitor who chose a suggested address sends it. */
const PRICE_CHECK = {
  address: "Suite 3 1 Harbour Esp, Docklands VIC 3008",
  first_name: "Priya",
  last_name: "O'Connell",
  company: "Docklands Freight Co",
  email: "priya@docklandsfreight.example",
  phone: "03 5550 4321",
  speed: "100",
  dob: "",
} as const;

/** Valid submissions of each lead form, as a visitor would type them. */
export const VALID = {
  "submit-contact-form": {
    first_name: "Zoë",
    last_name: "Nguyễn",
    mobile: "0491 570 006",
    company: "Harbourside Physio",
    email: "zoe@harbourside.example",
    enquiring_about: "Small business nbn",
    description: "Two clinics in Manly and Dee Why need nbn and phones by March.",
    dob: "",
  },
  "submit-partners-form": {
    first_name: "Aroha",
    last_name: "Te Rangi",
    email: "aroha@netreach.example",
    phone: "02 5550 1234",
    mobile: "",
    company: "NetReach IT",
    abn: "51824753556",
    gst_registered: "yes",
    interested_in: "Channel partner",
    dob: "",
  },
  "submit-register-interest-form": {
    first_name: "Mei",
    last_name: "Chen",
    mobile: "0491 570 007",
    email: "mei@lanternstudio.example",
    company: "",
    product: "unified-comms",
    dob: "",
  },
  "submit-business-wireless-form": {
    first_name: "Sam",
    last_name: "Okafor",
    company: "Okafor Earthmoving",
    email: "sam@okafor.example",
    phone: "08 5550 9876",
    address: "14 Quarry Rd, Bibra Lake WA 6163",
    dob: "",
  },
  "submit-price-checker-form/priceChecker": PRICE_CHECK,
  "submit-price-checker-form/fibre": { ...PRICE_CHECK, speed: "1000" },
  "submit-enterprise-nbn-form": { ...PRICE_CHECK, speed: "250" },
} as const;

/** A valid Flip to Fibre registration (POST /api/postFlipToFibreForm, its own field names). */
export const VALID_FLIP_REGISTRATION = {
  firstName: "Mereana",
  lastName: "Tūhoe-O'Connell",
  email: "mereana@kiwikoffee.example",
  phoneNumber: "0491 570 006",
  address: "52 Ryrie St, Geelong VIC 3220",
  product: "smb",
  dob: "",
} as const;

/** A quote for a business that checked 120 Church St: the 100 plan, a phone line and the modem. */
export const VALID_QUOTE = {
  first_name: "Aroha",
  last_name: "Te Rangi",
  business_name: "Parramatta Physio Pty Ltd",
  email: "aroha@parraphysio.example",
  phone: "02 5550 1234",
  journey: "nbn",
  address: "120 Church St, Parramatta NSW 2150",
  location_id: "LOC947460955541",
  plan_id: "SMB-NBN-100",
  phone_line: "yes",
  modem: "1",
  extender: "0",
  dob: "",
} as const;

/** A visitor's contact lead with a description of its own, under a fresh forgery token. */
export async function postContactLead(baseUrl: string, description: string): Promise<Response> {
  const session = await csrfSession(baseUrl);
  return postForm(
    baseUrl,
    "submit-contact-form",
    { ...VALID["submit-contact-form"], description },
    { session },
  );
}

export type LeadEndpoint = keyof typeof VALID;
export const LEAD_ENDPOINTS = Object.keys(VALID) as LeadEndpoint[];

/** Reads the leads a server stored, straight from its database. */
export async function storedLeads(database: TestDatabase): Promise<LeadRow[]> {
  const data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
  try {
    return await createLeadsRepository(data.db, data.kind).list();
  } finally {
    await data.close();
  }
}
