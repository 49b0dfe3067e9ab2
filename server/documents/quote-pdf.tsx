import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Quote } from "../../domain/quotes/quote";
import {
  quoteFinePrint,
  quotePlace,
  quoteTables,
  quoteTitle,
  quoteTotals,
  quoteValidity,
} from "../../domain/quotes/quote-lines";
import type { QuoteBrand } from "./quote-brand";

// The site's brand colours (app/app.css), and the PDF's built-in Helvetica: no font file to
// load, and its text can be copied and searched.
const BRAND_700 = "#094a8c";
const BRAND_50 = "#eef6ff";
const MUTED = "#4b5563";

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: "Helvetica", fontSize: 10, color: "#111827" },
  masthead: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 3,
    borderBottomColor: BRAND_700,
    paddingBottom: 10,
  },
  brand: { fontSize: 16, fontFamily: "Helvetica-Bold", color: BRAND_700 },
  reference: { fontSize: 11, fontFamily: "Helvetica-Bold", color: BRAND_700 },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginTop: 18 },
  muted: { color: MUTED },
  row: { flexDirection: "row", borderTopWidth: 1, borderTopColor: "#d9eaff", paddingVertical: 6 },
  head: { flexDirection: "row", paddingBottom: 4, color: MUTED, fontFamily: "Helvetica-Bold" },
  item: { flex: 1, paddingRight: 8 },
  money: { width: 80, textAlign: "right" },
  term: { width: 110, textAlign: "right", paddingLeft: 6 },
  bold: { fontFamily: "Helvetica-Bold" },
  totals: { marginTop: 12, padding: 10, backgroundColor: BRAND_50 },
  total: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  section: { marginTop: 14 },
  heading: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  footer: { position: "absolute", bottom: 30, left: 40, right: 40, fontSize: 8, color: MUTED },
});

/**
 * The quote as an A4 PDF (ADR 0043), one page unless a multi-site quote's sites run on: the same lines, totals, money and dates as its
 * page (domain/quotes/quote-lines.ts). The document's dates are the quote's own, so the same
 * quote always makes the same bytes.
 */
export function QuotePdf({ quote, brand }: { quote: Quote; brand: QuoteBrand }) {
  const validity = quoteValidity(quote);
  const tables = quoteTables(quote);
  // A price check's cells hold a term's rental and installation: wider than a plan's money.
  const cellStyle = quote.journey === "price-check" ? styles.term : styles.money;
  const created = new Date(quote.createdAt);
  return (
    <Document
      title={`Quote ${quote.reference}`}
      author={brand.name}
      creator={brand.name}
      producer={brand.name}
      creationDate={created}
      modificationDate={created}
      language="en-AU"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.masthead}>
          <Text style={styles.brand}>{brand.name}</Text>
          <Text style={styles.reference}>Quote {quote.reference}</Text>
        </View>
        <Text style={styles.title}>{quoteTitle(quote)}</Text>
        <Text style={{ marginTop: 4, fontSize: 11 }}>{quotePlace(quote)}</Text>
        <Text style={[styles.muted, { marginTop: 4 }]}>
          Prepared {validity.prepared}, valid until {validity.validUntil}.
        </Text>

        {tables.map((table) => (
          // A site's table is never split across pages; a long quote runs onto the next.
          <View key={table.caption} style={styles.section} wrap={false}>
            <View style={styles.head}>
              <Text style={styles.item}>{table.itemHeading}</Text>
              {table.columns.map((column) => (
                <Text key={column} style={cellStyle}>
                  {column}
                </Text>
              ))}
            </View>
            {table.rows.map((row) => (
              <View key={row.name} style={styles.row} wrap={false}>
                <View style={styles.item}>
                  <Text style={styles.bold}>{row.name}</Text>
                  {row.detail && row.cells.length > 0 ? (
                    <Text style={styles.muted}>{row.detail}</Text>
                  ) : null}
                </View>
                {row.cells.length > 0 ? (
                  row.cells.map((cell, index) => (
                    <Text key={index} style={cellStyle}>
                      {cell}
                    </Text>
                  ))
                ) : (
                  <Text style={[styles.muted, { width: cellStyle.width * table.columns.length }]}>
                    {row.detail}
                  </Text>
                )}
              </View>
            ))}
          </View>
        ))}

        <View style={styles.totals}>
          {quoteTotals(quote).map((total) => (
            <View key={total.key} style={styles.total}>
              <Text style={styles.bold}>{total.label}</Text>
              <Text style={styles.bold}>{total.value}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text style={styles.bold}>Contract term</Text>
            <Text>{quote.contractTerm}</Text>
          </View>
        </View>

        {quote.documents.length > 0 ? (
          <View style={styles.section}>
            <Text style={styles.heading}>Critical information and key fact sheets</Text>
            {quote.documents.map((document) => (
              <Link key={document.url} src={new URL(document.url, brand.siteUrl).href}>
                {document.title}
              </Link>
            ))}
          </View>
        ) : null}

        <Text style={[styles.section, styles.muted]}>{quoteFinePrint(quote)}</Text>
        <Text style={[styles.section, styles.muted]}>
          To order, or for help with this quote, call {brand.salesPhone} and quote {quote.reference}
          .
        </Text>

        <Text style={styles.footer} fixed>
          {brand.legalName} · ABN {brand.abn} · {brand.siteUrl}
        </Text>
      </Page>
    </Document>
  );
}
