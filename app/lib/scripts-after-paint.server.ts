import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

// React Router writes a module preload per chunk in <head> and one inline module
// script that imports the route modules and then the client entry. A browser
// fetches all of it at once, beside the stylesheet and the font: on a slow link the
// first paint waits for JavaScript it does not need, and Lighthouse counts every
// request finished before the largest paint against it (docs/decisions/014-performance.md,
// « Scripts after the first paint »). This rewrites the document so that the same
// preloads and imports start once the page has painted (at once in a hidden tab,
// which does not paint): the inline script keeps its place, type and nonce, so
// hydration claims it as before.

const SCRIPT_END = "</script>";

const STATIC_IMPORT = /import \* as ([\w$]+) from ("[^"]+");/g;
const SIDE_EFFECT_IMPORT = /import ("[^"]+");?/g;

// Runs `go` once the first contentful paint is on screen (the paint entry carries the
// time the frame was presented, later than any main-thread callback around the
// paint); at once in a hidden tab; after the next frame where paint timing is
// missing.
const AFTER_FIRST_PAINT = [
  'if(document.visibilityState==="hidden")go();',
  'else if(window.PerformanceObserver?.supportedEntryTypes?.includes("paint")){',
  "let started=false;",
  'const o=new PerformanceObserver(l=>{if(!started&&l.getEntriesByName("first-contentful-paint").length){started=true;o.disconnect();setTimeout(go)}});',
  'o.observe({type:"paint",buffered:true})}',
  "else requestAnimationFrame(()=>setTimeout(go));",
].join("");

/** Module preloads added in one task before the page is given back to the browser. */
export const PRELOADS_PER_TASK = 6;

/** React Router's inline module script, rewritten to start its imports after the first paint. */
export function deferredModuleScript(body: string, preloads: string[]): string {
  const sideEffects: string[] = [];
  const named: { name: string; href: string }[] = [];
  const rest = body
    .replace(STATIC_IMPORT, (_, name: string, href: string) => {
      named.push({ name, href });
      return "";
    })
    .replace(SIDE_EFFECT_IMPORT, (_, href: string) => {
      sideEffects.push(href);
      return "";
    });
  const links = JSON.stringify(preloads);
  // A script with no preload and no import (the islands' loader, ADR 037) keeps its body alone.
  return [
    "const go=async()=>{",
    ...(preloads.length
      ? [
          // A few per task: each preload costs the main thread ~1.5 ms (a studio page
          // has ~50), one long task otherwise, and blocking time on a slow phone.
          `const p=${links};for(let i=0;i<p.length;i+=${PRELOADS_PER_TASK}){if(i)await new Promise(r=>setTimeout(r));for(const h of p.slice(i,i+${PRELOADS_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}}`,
        ]
      : []),
    ...sideEffects.map((href) => `await import(${href});`),
    ...(named.length
      ? [
          `const [${named.map((n) => n.name).join(",")}]=await Promise.all([${named.map((n) => `import(${n.href})`).join(",")}]);`,
        ]
      : []),
    rest.trim(),
    "};",
    AFTER_FIRST_PAINT,
  ].join("\n");
}

/**
 * Rewrites a document given in pieces (as React streams it: a tag may be cut
 * anywhere): module preload links are taken out and handed to the module script.
 */
export class ScriptsAfterPaint {
  #pending = "";
  #preloads: string[] = [];

  push(chunk: string): string {
    let text = this.#pending + chunk;
    let out = "";
    for (;;) {
      const at = text.indexOf("<");
      if (at < 0) {
        out += text;
        text = "";
        break;
      }
      out += text.slice(0, at);
      text = text.slice(at);
      if (["<link ", "<script ", "<script>"].some((start) => isPrefix(text, start))) break;
      const isLink = text.startsWith("<link ");
      if (isLink || /^<script[\s>]/.test(text)) {
        const open = text.indexOf(">");
        if (open < 0) break;
        const tag = text.slice(0, open + 1);
        if (isLink && /\srel="modulepreload"/.test(tag)) {
          const href = /\shref="([^"]+)"/.exec(tag)?.[1];
          if (href && !this.#preloads.includes(href)) this.#preloads.push(href);
          text = text.slice(open + 1);
          continue;
        }
        if (!isLink && /\stype="module"/.test(tag) && !/\ssrc=/.test(tag)) {
          const close = text.indexOf(SCRIPT_END, open);
          if (close < 0) break;
          const body = text.slice(open + 1, close);
          out += tag + deferredModuleScript(body, this.#preloads) + SCRIPT_END;
          text = text.slice(close + SCRIPT_END.length);
          continue;
        }
        out += tag;
        text = text.slice(open + 1);
        continue;
      }
      out += "<";
      text = text.slice(1);
    }
    this.#pending = text;
    return out;
  }

  end(): string {
    const rest = this.#pending;
    this.#pending = "";
    return rest;
  }
}

/** `text` is shorter than `start` and could still become it. */
function isPrefix(text: string, start: string) {
  return text.length < start.length && start.startsWith(text);
}

/** The same rewrite as a stream of bytes, between React's renderer and the response. */
export function scriptsAfterPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  const rewriter = new ScriptsAfterPaint();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      const out = rewriter.push(text);
      callback(null, out.length > 0 ? out : undefined);
    },
    flush(callback) {
      const out = rewriter.push(decoder.end()) + rewriter.end();
      callback(null, out.length > 0 ? out : undefined);
    },
  });
}
