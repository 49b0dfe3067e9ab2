// One package per component: the collection (@react-email/components) loads every one of them,
// Tailwind and a syntax highlighter included, seconds of start-up for a dozen tags.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import type { Quote } from "../../domain/quotes/quote";
import {
  quoteFinePrint,
  quotePlace,
  quoteTables,
  quoteTitle,
  quoteTotals,
  quoteValidity,
} from "../../domain/quotes/quote-lines";
import { quotePath } from "../../domain/quotes/quote-names";
import type { QuoteBrand } from "./quote-brand";

interface QuoteEmailProps {
  quote: Quote;
  brand: QuoteBrand;
  firstName: string;
}

const BRAND_700 = "#094a8c";
const MUTED = "#4b5563";
const text = { fontSize: "15px", lineHeight: "22px", color: "#111827", margin: "0 0 12px" };
const cell = { fontSize: "14px", padding: "6px 0 6px 8px", borderTop: "1px solid #d9eaff" };
const head = { fontSize: "13px", color: MUTED, fontWeight: 700, textAlign: "right" as const };

/**
 * The quote's email (ADR 0043), made with react-email: the same lines, totals and dates as its
 * page and PDF (domain/quotes/quote-lines.ts), the link to the page, and the PDF attached by
 * the sender. Tables and inline styles only, as mail clients need.
 */
export function QuoteEmail({ quote, brand, firstName }: QuoteEmailProps) {
  const validity = quoteValidity(quote);
  const tables = quoteTables(quote);
  const url = new URL(quotePath(quote.id), brand.siteUrl).href;
  return (
    <Html lang="en-AU">
      <Head />
      <Preview>
        Your quote {quote.reference}, valid until {validity.validUntil}
      </Preview>
      <Body style={{ backgroundColor: "#f3f4f6", fontFamily: "Helvetica, Arial, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "32px", maxWidth: "600px" }}>
          <Text style={{ ...text, fontWeight: 700, color: BRAND_700, fontSize: "18px" }}>
            {brand.name}
          </Text>
          <Heading as="h1" style={{ fontSize: "22px", color: "#111827", margin: "16px 0" }}>
            {quoteTitle(quote)}
          </Heading>
          <Text style={text}>Hi {firstName},</Text>
          <Text style={text}>
            Here is quote {quote.reference} for {quotePlace(quote)}. The PDF is attached, and the
            link below opens it online until {validity.validUntil}.
          </Text>
          {tables.map((table) => (
            <Section key={table.caption} style={{ marginTop: "8px" }}>
              <Row>
                <Column style={{ ...head, textAlign: "left" }}>{table.itemHeading}</Column>
                {table.columns.map((column) => (
                  <Column key={column} style={head}>
                    {column}
                  </Column>
                ))}
              </Row>
              {table.rows.map((row) => (
                <Row key={row.name}>
                  <Column style={cell}>
                    <strong>{row.name}</strong>
                    {row.detail ? (
                      <span style={{ display: "block", color: MUTED }}>{row.detail}</span>
                    ) : null}
                  </Column>
                  {row.cells.length > 0
                    ? row.cells.map((value, index) => (
                        <Column key={index} style={{ ...cell, textAlign: "right", width: "120px" }}>
                          {value}
                        </Column>
                      ))
                    : table.columns.map((column) => <Column key={column} style={cell} />)}
                </Row>
              ))}
            </Section>
          ))}
          <Section style={{ backgroundColor: "#eef6ff", padding: "12px 16px", marginTop: "12px" }}>
            {quoteTotals(quote).map((total) => (
              <Row key={total.key}>
                <Column style={{ fontSize: "14px", fontWeight: 700 }}>{total.label}</Column>
                <Column style={{ fontSize: "14px", fontWeight: 700, textAlign: "right" }}>
                  {total.value}
                </Column>
              </Row>
            ))}
            <Row>
              <Column style={{ fontSize: "14px" }}>Contract term</Column>
              <Column style={{ fontSize: "14px", textAlign: "right" }}>{quote.contractTerm}</Column>
            </Row>
          </Section>
          <Section style={{ margin: "24px 0" }}>
            <Button
              href={url}
              style={{
                backgroundColor: BRAND_700,
                color: "#ffffff",
                padding: "12px 20px",
                borderRadius: "6px",
                fontWeight: 700,
              }}
            >
              Open your quote
            </Button>
          </Section>
          <Text style={{ ...text, fontSize: "13px", color: MUTED }}>
            Or paste this link into your browser: <Link href={url}>{url}</Link>
          </Text>
          <Text style={{ ...text, fontSize: "13px", color: MUTED }}>{quoteFinePrint(quote)}</Text>
          <Hr />
          <Text style={{ ...text, fontSize: "13px", color: MUTED }}>
            Questions? Call {brand.salesPhone} and quote {quote.reference}. You are getting this
            email because you asked for this quote on our website; we send it once.
          </Text>
          <Text style={{ ...text, fontSize: "12px", color: MUTED }}>
            {brand.legalName} · ABN {brand.abn}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface QuoteEmailContent {
  subject: string;
  html: string;
  text: string;
}

export async function renderQuoteEmail(props: QuoteEmailProps): Promise<QuoteEmailContent> {
  const html = await render(<QuoteEmail {...props} />);
  return {
    subject: `Your ${props.brand.name} quote ${props.quote.reference}`,
    html,
    text: toPlainText(html),
  };
}
