import { Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { documentTitle } from "#app/features/documents/billing.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { DISTINCTIONS } from "#app/features/print/html/proposal-html.ts";
import type { ProposalSnapshot } from "#app/features/documents/snapshot.ts";
import {
  INK,
  Masthead,
  mm,
  NAVY,
  RULE,
  RunningParts,
  s,
  SAND,
  Signature,
  TINT,
} from "./pdf-parts.server.tsx";

function Section({
  n,
  title,
  keep,
  children,
}: {
  n: number;
  title: string;
  /** A short block of known height: kept whole, with its heading. */
  keep?: boolean;
  children: ReactNode;
}) {
  return (
    <View style={{ marginTop: mm(6) }} wrap={!keep}>
      {/* A heading never ends a page alone. */}
      <Text
        minPresenceAhead={mm(32)}
        style={{
          color: NAVY,
          fontSize: 9,
          fontWeight: 600,
          letterSpacing: 1,
          textTransform: "uppercase",
          borderBottomWidth: mm(0.3),
          borderBottomColor: RULE,
          paddingBottom: mm(1.5),
          marginBottom: mm(2.5),
        }}
      >
        {n}. {title}
      </Text>
      {children}
    </View>
  );
}

function Bullet({ n }: { n: number }) {
  return (
    <View
      style={{
        width: mm(6),
        height: mm(6),
        borderRadius: mm(3),
        backgroundColor: NAVY,
        alignItems: "center",
        justifyContent: "center",
        marginRight: mm(3),
      }}
    >
      <Text style={{ color: "#fff", fontSize: 7, fontWeight: 700, lineHeight: 1 }}>{n}</Text>
    </View>
  );
}

/** The technical proposal as a PDF: the sections of the print page, numbered as they appear. */
export function ProposalPdf({ doc }: { doc: ProposalSnapshot }) {
  const form = doc.proposal;
  const sections: [string, ReactNode][] = [
    ["Contexte du projet", <Text key="c">{form.context}</Text>],
    ["Objectif", <Text key="o">{form.objective}</Text>],
  ];
  if (form.functionalities.length > 0) {
    sections.push([
      "Fonctionnalités",
      form.functionalities.map((f, i) => (
        <View key={i} wrap={false} style={{ flexDirection: "row", marginBottom: mm(2) }}>
          <Bullet n={i + 1} />
          <View style={{ flex: 1 }}>
            <Text style={{ fontWeight: 700, color: NAVY }}>{f.name}</Text>
            <Text>{f.description}</Text>
          </View>
        </View>
      )),
    ]);
  }
  if (form.architecture)
    sections.push(["Architecture technique", <Text key="a">{form.architecture}</Text>]);
  sections.push([
    "Chronogramme",
    form.phases.map((p, i) => (
      <View key={i} wrap={false} style={{ flexDirection: "row", marginBottom: mm(3) }}>
        <Bullet n={i + 1} />
        <View style={{ flex: 1 }}>
          <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
            <Text style={{ fontWeight: 700, color: NAVY }}>{p.name}</Text>
            <Text
              style={{
                fontSize: 8,
                fontWeight: 600,
                color: INK,
                backgroundColor: TINT,
                paddingHorizontal: mm(2),
                paddingVertical: mm(0.3),
              }}
            >
              {p.duration}
            </Text>
          </View>
          <Text>{p.description}</Text>
        </View>
      </View>
    )),
  ]);
  if (form.additionalOptions) {
    sections.push(["Options supplémentaires", <Text key="x">{form.additionalOptions}</Text>]);
  }
  sections.push([
    `Pourquoi choisir ${doc.company.name}\u00a0?`,
    <View
      key="d"
      style={{ flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" }}
    >
      {DISTINCTIONS.map((d) => (
        <View
          key={d.title}
          wrap={false}
          style={{
            width: "48.5%",
            marginBottom: mm(3),
            padding: mm(3),
            borderWidth: mm(0.3),
            borderColor: RULE,
            borderTopWidth: mm(0.8),
            borderTopColor: SAND,
            borderRadius: mm(1.5),
          }}
        >
          <Text style={{ fontWeight: 700, color: NAVY, marginBottom: mm(0.5) }}>{d.title}</Text>
          <Text>{d.text}</Text>
        </View>
      ))}
    </View>,
  ]);

  return (
    <Page size="A4" style={s.page}>
      <RunningParts company={doc.company} number={doc.number} />
      <Masthead
        company={doc.company}
        title={documentTitle(doc)}
        meta={[
          ["N°", doc.number],
          ["Date", printedDay(doc.issuedOn)],
          ["Valable jusqu'au", printedDay(doc.validUntil)],
        ]}
      />
      <View
        style={{
          marginTop: mm(6),
          padding: mm(5),
          backgroundColor: NAVY,
          borderRadius: mm(2),
        }}
      >
        <Text style={{ ...s.kicker, color: SAND }}>Projet</Text>
        <Text style={{ marginTop: mm(1), fontSize: 15, fontWeight: 700, color: "#fff" }}>
          {form.projectName}
        </Text>
      </View>
      {sections.map(([title, body], i) => (
        <Section key={title} n={i + 1} title={title} keep={i === sections.length - 1}>
          {body}
        </Section>
      ))}
      <View wrap={false} style={{ marginTop: mm(6) }}>
        <View style={{ flexDirection: "row", justifyContent: "flex-end" }}>
          <Signature company={doc.company} />
        </View>
        <Text style={s.foot}>
          Cette proposition est valable 30{"\u00a0"}jours à compter de sa date d&apos;émission, soit
          jusqu&apos;au {printedDay(doc.validUntil)}. Pour toute question, écrivez-nous à{" "}
          {doc.company.emails[1] ?? doc.company.emails[0]} ou appelez le {doc.company.phones[0]}
          {"\u00a0"}: nous serons ravis d&apos;en discuter avec vous.
        </Text>
      </View>
    </Page>
  );
}
