import { Circle, Image, Path, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";
import { FONT_STACK } from "./fonts.server.ts";

// The building blocks of the PDF files (ADR 011): the same facts and the same
// look as the print page, drawn by @react-pdf/renderer without a browser.

export const mm = (n: number) => n * 2.8346;

export const NAVY = "#0b1f3a";
export const SAND = "#e8b04a";
export const INK = "#1c2433";
export const MUTED = "#5b6474";
export const RULE = "#d9dee7";
export const TINT = "#f3f5f9";
export const STAMP = "#b42318";

/** The lines above and under every page: firm, number, page n / N. */
const running = {
  position: "absolute",
  left: mm(14),
  right: mm(14),
  flexDirection: "row",
  justifyContent: "space-between",
  fontSize: 7.5,
  color: MUTED,
} as const;

export const s = StyleSheet.create({
  page: {
    // Every script a client may type (fonts.server.ts): inherited by every text.
    fontFamily: FONT_STACK,
    fontSize: 9,
    lineHeight: 1.4,
    color: INK,
    paddingTop: mm(14),
    paddingBottom: mm(18),
    paddingHorizontal: mm(14),
  },
  runningHead: { ...running, top: mm(6) },
  runningFoot: { ...running, top: mm(297 - 11) },
  masthead: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingBottom: mm(4),
    borderBottomWidth: mm(0.8),
    borderBottomColor: NAVY,
  },
  brandName: { fontSize: 15, fontWeight: 700, color: NAVY, marginLeft: mm(3) },
  slogan: { marginTop: mm(1), color: MUTED, fontSize: 8 },
  address: { marginTop: mm(2), fontSize: 8 },
  legal: { marginTop: mm(1.2), fontSize: 7.5, color: MUTED },
  title: {
    fontSize: 19,
    lineHeight: 1.15,
    fontWeight: 700,
    letterSpacing: 1,
    textTransform: "uppercase",
    color: NAVY,
    textAlign: "right",
  },
  metaRow: { flexDirection: "row", justifyContent: "flex-end", marginTop: mm(0.8), fontSize: 8 },
  metaLabel: { color: MUTED, marginRight: mm(3) },
  metaValue: { fontWeight: 600, minWidth: mm(20), textAlign: "right" },
  kicker: {
    fontSize: 7,
    letterSpacing: 1,
    textTransform: "uppercase",
    color: MUTED,
    fontWeight: 600,
  },
  strongName: { marginTop: mm(1), fontSize: 10.5, fontWeight: 700, color: NAVY },
  signature: { width: mm(60), alignItems: "center" },
  signatureLabel: { fontSize: 8, color: MUTED },
  foot: {
    marginTop: mm(3),
    paddingTop: mm(2),
    borderTopWidth: mm(0.3),
    borderTopColor: RULE,
    fontSize: 8,
    color: MUTED,
  },
});

/**
 * The brand mark (the firm's uploaded logo, else app/assets/brand/logo.svg), with
 * the name as real (selectable) text.
 */
export function Logo({ name, src }: { name: string; src?: string }) {
  return (
    <View style={{ flexDirection: "row", alignItems: "center" }}>
      {src ? (
        <Image src={src} style={{ maxWidth: mm(30), height: mm(11), objectFit: "contain" }} />
      ) : (
        <Svg width={mm(11)} height={mm(11)} viewBox="0 0 56 56">
          <Rect x="4" y="4" width="48" height="48" rx="12" fill={NAVY} />
          <Path d="M14 18h28v6H31v18h-6V24H14z" fill="#fff" />
          <Circle cx="41" cy="37" r="4.5" fill={SAND} />
        </Svg>
      )}
      <Text style={s.brandName}>{name}</Text>
    </View>
  );
}

/** The firm's uploaded signature and stamp, else the signature of app/assets/brand/signature.svg. */
export function Signature({
  company,
  label = `Pour ${company.legalName}, la Direction`,
}: {
  company: CompanySnapshot;
  /** In the document's language (ADR 055). */
  label?: string;
}) {
  const src = company.imageSrc;
  if (src?.signature || src?.stamp) {
    return (
      <View style={s.signature}>
        <Text style={s.signatureLabel}>{label}</Text>
        <View style={{ flexDirection: "row", alignItems: "center", marginTop: mm(1) }}>
          {src.signature ? (
            <Image
              src={src.signature}
              style={{ maxWidth: mm(44), height: mm(16), objectFit: "contain" }}
            />
          ) : null}
          {src.stamp ? (
            <Image
              src={src.stamp}
              style={{ maxWidth: mm(24), height: mm(22), objectFit: "contain" }}
            />
          ) : null}
        </View>
      </View>
    );
  }
  return (
    <View style={s.signature}>
      <Text style={s.signatureLabel}>{label}</Text>
      <Svg width={mm(44)} height={mm(16)} viewBox="0 0 220 80">
        <Path
          d="M12 58c10-22 20-36 28-36 9 0-6 34 2 34 7 0 14-26 22-26 6 0-3 22 4 22 8 0 13-18 20-18 5 0 2 12 8 12 7 0 12-10 19-10s6 8 12 8 14-9 22-9 10 6 16 6 12-4 20-6"
          fill="none"
          stroke={NAVY}
          strokeWidth={2.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Path d="M30 68h150" stroke={NAVY} strokeWidth={1.2} strokeLinecap="round" opacity={0.5} />
      </Svg>
    </View>
  );
}

/** The firm's block and the document's title and facts (first page only). */
export function Masthead({
  company,
  title,
  meta,
  phone = "Tél.\u00a0:",
  colon = "\u00a0:",
}: {
  company: CompanySnapshot;
  title: string;
  meta: [string, string][];
  /** « Tél. : », « Tel.: » on an English document (ADR 055). */
  phone?: string;
  /** « NINEA : », « NINEA: » on an English document. */
  colon?: string;
}) {
  return (
    <View style={s.masthead}>
      <View style={{ flexGrow: 1, flexShrink: 1, paddingRight: mm(6) }}>
        <Logo name={company.name} src={company.imageSrc?.logo} />
        <Text style={s.slogan}>{company.slogan}</Text>
        <View style={s.address}>
          <Text style={{ fontWeight: 700 }}>{company.legalName}</Text>
          <Text>{company.address}</Text>
          <Text>
            {phone} {company.phones.join(" · ")}
          </Text>
          <Text>{company.emails.join(" · ")}</Text>
        </View>
        <Text style={s.legal}>
          NINEA{colon} {company.ninea} · RCCM{colon} {company.rccm}
        </Text>
      </View>
      <View style={{ width: mm(74) }}>
        <Text style={title.length > 12 ? { ...s.title, fontSize: 15 } : s.title}>{title}</Text>
        <View style={{ marginTop: mm(2) }}>
          {meta.map(([label, value]) => (
            <View key={label} style={s.metaRow}>
              <Text style={s.metaLabel}>{label}</Text>
              <Text style={s.metaValue}>{value}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
}

type PageNumbers = { pageNumber: number; totalPages: number };

// A View's render callback gets totalPages at run time; its type omits it.
function pageParts(props: unknown, draw: (p: PageNumbers) => ReactNode): ReactNode {
  return draw(props as PageNumbers);
}

/** Pages after the first: firm and number at the top; every page: legal name and page n / N at the foot. */
export function RunningParts({ company, number }: { company: CompanySnapshot; number: string }) {
  return (
    <>
      <View
        style={s.runningHead}
        fixed
        render={(props) =>
          pageParts(props, ({ pageNumber, totalPages }) =>
            pageNumber > 1 ? (
              <>
                <Text style={{ fontWeight: 600, color: NAVY }}>
                  {company.name} — {number}
                </Text>
                <Text>
                  Page {pageNumber} / {totalPages}
                </Text>
              </>
            ) : null,
          )
        }
      />
      <View
        style={s.runningFoot}
        fixed
        render={(props) =>
          pageParts(props, ({ pageNumber, totalPages }) => (
            <>
              <Text>
                {company.legalName} · {number}
              </Text>
              <Text>
                Page {pageNumber} / {totalPages}
              </Text>
            </>
          ))
        }
      />
    </>
  );
}

export function Box({ children, style }: { children: ReactNode; style?: object }) {
  return (
    <View
      style={{
        borderWidth: mm(0.3),
        borderColor: RULE,
        borderRadius: mm(2),
        paddingVertical: mm(3),
        paddingHorizontal: mm(4),
        ...style,
      }}
    >
      {children}
    </View>
  );
}

/** A sentence set apart, a sand rule on its left: the total in words, a receipt's. */
export function Note({ children, fontSize = 8.5 }: { children: ReactNode; fontSize?: number }) {
  return (
    <Text
      style={{
        paddingVertical: mm(2.5),
        paddingHorizontal: mm(3.5),
        borderLeftWidth: mm(0.8),
        borderLeftColor: SAND,
        backgroundColor: TINT,
        fontSize,
      }}
    >
      {children}
    </Text>
  );
}
