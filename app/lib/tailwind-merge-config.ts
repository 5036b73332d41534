// Made by scripts/tailwind-merge-config.ts: do not edit; run it again instead.
// tailwind-merge's default configuration, only the class groups the site uses
// (proved equivalent for them by tailwind-merge-config.test.ts).
import { fromTheme, validators as v } from "tailwind-merge";

export const tailwindMergeConfig = {
  cacheSize: 500,
  theme: {
    aspect: ["video"],
    spacing: ["px", v.isNumber],
    container: [v.isTshirtSize],
    breakpoint: [v.isTshirtSize],
    text: [v.isTshirtSize],
    "font-weight": [
      "thin",
      "extralight",
      "light",
      "normal",
      "medium",
      "semibold",
      "bold",
      "extrabold",
      "black",
    ],
    font: [v.isAnyNonArbitrary],
    tracking: ["tighter", "tight", "normal", "wide", "wider", "widest"],
    leading: ["none", "tight", "snug", "normal", "relaxed", "loose"],
    color: [v.isAny],
    radius: [v.isTshirtSize],
    shadow: [v.isTshirtSize],
    blur: [v.isTshirtSize],
    animate: ["spin", "ping", "pulse", "bounce"],
  },
  classGroups: {
    aspect: [
      { aspect: [v.isFraction, v.isArbitraryValue, v.isArbitraryVariable, fromTheme("aspect")] },
    ],
    container: ["container"],
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table-cell",
      "grid",
      "hidden",
    ],
    sr: ["sr-only", "not-sr-only"],
    "object-fit": [{ object: ["cover"] }],
    overflow: [{ overflow: ["hidden"] }],
    "overflow-x": [{ "overflow-x": ["auto"] }],
    "overflow-y": [{ "overflow-y": ["auto"] }],
    position: ["fixed", "absolute", "relative", "sticky"],
    inset: [
      { inset: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] },
    ],
    "inset-x": [
      {
        "inset-x": [
          v.isFraction,
          "auto",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "inset-y": [
      {
        "inset-y": [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")],
      },
    ],
    top: [
      {
        top: [
          v.isFraction,
          "full",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    right: [
      { right: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] },
    ],
    bottom: [
      {
        bottom: [
          v.isFraction,
          "auto",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    left: [
      { left: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] },
    ],
    z: [{ z: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue] }],
    "flex-direction": [{ flex: ["row", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap"] }],
    flex: [{ flex: [v.isNumber, v.isFraction, "none", v.isArbitraryValue] }],
    shrink: [{ shrink: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
    order: [{ order: [v.isInteger, "first", "none", v.isArbitraryVariable, v.isArbitraryValue] }],
    "grid-cols": [
      { "grid-cols": [v.isInteger, "subgrid", v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    "col-start-end": [
      {
        col: [
          { span: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue] },
          v.isInteger,
          v.isArbitraryVariable,
          v.isArbitraryValue,
        ],
      },
    ],
    "grid-rows": [
      { "grid-rows": [v.isInteger, "subgrid", v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    "row-start-end": [
      {
        row: [
          { span: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue] },
          v.isInteger,
          v.isArbitraryVariable,
          v.isArbitraryValue,
        ],
      },
    ],
    gap: [{ gap: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    "gap-x": [{ "gap-x": [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    "gap-y": [{ "gap-y": [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    "justify-content": [{ justify: ["end", "center", "between"] }],
    "justify-self": [{ "justify-self": ["start"] }],
    "align-content": [{ content: ["start"] }],
    "align-items": [{ items: ["start", "end", "center", { baseline: [""] }] }],
    "align-self": [{ self: ["start", "center"] }],
    p: [{ p: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    px: [{ px: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    py: [{ py: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    pt: [{ pt: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    pr: [{ pr: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    pb: [{ pb: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    pl: [{ pl: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    mx: [{ mx: ["auto", v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    mt: [{ mt: ["auto", v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    mr: [{ mr: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    mb: [{ mb: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    ml: [{ ml: [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    "space-y": [{ "space-y": [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] }],
    size: [
      { size: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] },
    ],
    w: [
      {
        w: [
          fromTheme("container"),
          v.isFraction,
          "auto",
          "full",
          "fit",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "min-w": [
      {
        "min-w": [
          fromTheme("container"),
          v.isFraction,
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "max-w": [
      {
        "max-w": [
          fromTheme("container"),
          "none",
          "prose",
          { screen: [fromTheme("breakpoint")] },
          v.isFraction,
          "full",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    h: [
      {
        h: [
          v.isFraction,
          "auto",
          "full",
          "fit",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "min-h": [
      {
        "min-h": [
          v.isFraction,
          "dvh",
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "max-h": [
      { "max-h": [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] },
    ],
    "font-size": [
      { text: ["base", fromTheme("text"), v.isArbitraryVariableLength, v.isArbitraryLength] },
    ],
    "font-style": ["not-italic"],
    "font-weight": [
      { font: [fromTheme("font-weight"), v.isArbitraryVariableWeight, v.isArbitraryWeight] },
    ],
    "font-family": [
      { font: [v.isArbitraryVariableFamilyName, v.isArbitraryFamilyName, fromTheme("font")] },
    ],
    "fvn-spacing": ["tabular-nums"],
    tracking: [{ tracking: [fromTheme("tracking"), v.isArbitraryVariable, v.isArbitraryValue] }],
    "line-clamp": [{ "line-clamp": [v.isNumber, v.isArbitraryVariable, v.isArbitraryNumber] }],
    leading: [
      {
        leading: [
          "none",
          fromTheme("leading"),
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "list-style-type": [{ list: ["disc", "none", v.isArbitraryVariable, v.isArbitraryValue] }],
    "text-alignment": [{ text: ["left", "center", "right"] }],
    "text-color": [{ text: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    "text-decoration": ["underline", "no-underline"],
    "text-decoration-thickness": [
      { decoration: [v.isNumber, v.isArbitraryVariable, v.isArbitraryLength] },
    ],
    "underline-offset": [
      { "underline-offset": [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    "text-transform": ["uppercase"],
    "text-overflow": ["truncate"],
    "text-wrap": [{ text: ["balance"] }],
    "vertical-align": [{ align: ["top", v.isArbitraryVariable, v.isArbitraryValue] }],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre-wrap"] }],
    break: [{ break: ["words", "all"] }],
    "bg-position": [
      {
        bg: [
          "center",
          v.isArbitraryVariablePosition,
          v.isArbitraryPosition,
          { position: [v.isArbitraryVariable, v.isArbitraryValue] },
        ],
      },
    ],
    "bg-repeat": [{ bg: ["no-repeat"] }],
    "bg-size": [
      {
        bg: [
          "contain",
          v.isArbitraryVariableSize,
          v.isArbitrarySize,
          { size: [v.isArbitraryVariable, v.isArbitraryValue] },
        ],
      },
    ],
    "bg-image": [
      {
        bg: [
          {
            linear: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue],
            radial: [v.isArbitraryVariable, v.isArbitraryValue],
            conic: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue],
          },
          v.isArbitraryVariableImage,
          v.isArbitraryImage,
        ],
      },
    ],
    "bg-color": [{ bg: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    rounded: [
      { rounded: ["", "full", fromTheme("radius"), v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    "rounded-r": [
      { "rounded-r": [fromTheme("radius"), v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    "border-w": [{ border: ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
    "border-w-y": [
      { "border-y": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
    ],
    "border-w-t": [
      { "border-t": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
    ],
    "border-w-b": [
      { "border-b": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
    ],
    "border-w-l": [
      { "border-l": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
    ],
    "divide-y": [
      { "divide-y": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
    ],
    "border-style": [{ border: ["dashed"] }],
    "border-color": [{ border: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    "outline-style": [{ outline: ["none"] }],
    "outline-offset": [
      { "outline-offset": [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    "outline-w": [{ outline: ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
    "outline-color": [{ outline: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    shadow: [
      { shadow: ["", fromTheme("shadow"), v.isArbitraryVariableShadow, v.isArbitraryShadow] },
    ],
    "shadow-color": [{ shadow: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    "ring-w": [{ ring: [v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
    "ring-color": [{ ring: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    opacity: [{ opacity: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
    "backdrop-blur": [
      { "backdrop-blur": [fromTheme("blur"), v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    transition: [
      {
        transition: [
          "all",
          "colors",
          "shadow",
          "transform",
          v.isArbitraryVariable,
          v.isArbitraryValue,
        ],
      },
    ],
    duration: [{ duration: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
    animate: [
      { animate: ["none", fromTheme("animate"), v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    scale: [{ scale: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
    "translate-x": [
      {
        "translate-x": [
          v.isFraction,
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    "translate-y": [
      {
        "translate-y": [
          v.isFraction,
          v.isArbitraryVariable,
          v.isArbitraryValue,
          fromTheme("spacing"),
        ],
      },
    ],
    accent: [{ accent: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    appearance: [{ appearance: ["none"] }],
    cursor: [{ cursor: ["pointer", "not-allowed", v.isArbitraryVariable, v.isArbitraryValue] }],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
    "scroll-mt": [
      { "scroll-mt": [v.isArbitraryVariable, v.isArbitraryValue, fromTheme("spacing")] },
    ],
    "touch-y": [{ "touch-pan": ["y"] }],
    fill: [{ fill: [fromTheme("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    mx: ["mr", "ml"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    rounded: ["rounded-r"],
    "border-w": ["border-w-y", "border-w-t", "border-w-b", "border-w-l"],
    "border-w-y": ["border-w-t", "border-w-b"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "backdrop",
    "before",
    "details-content",
    "file",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
};
