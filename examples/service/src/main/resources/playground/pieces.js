// The playground's piece drawings, drawn for this project: one simple silhouette per kind id that
// the games' board views use, on a 100 x 100 grid. Each shape is [element, attributes, paint]:
// "body" is filled with the owner's colour and outlined, "ink" is filled with a colour that stands
// out on the body, "line" is an ink stroke. A kind missing here is drawn as its label in a disc.

const BASE = ["path", { d: "M24 91 H76 L72 80 H28 Z" }, "body"];

/** The horse's head, facing left; the knight, the horse and the rider share it. */
const HORSE_HEAD =
  "M36 80 C34 68 38 60 46 52 C40 54 32 58 27 54 C22 50 23 44 28 40 C36 34 40 26 44 18 L48 24 L52 15"
  + " C64 19 74 32 75 50 C76 62 72 72 70 80 Z";

/** Drawings by kind id. */
export const DRAWINGS = {
  // Quaternity
  pawn: [
    ["path", { d: "M38 80 C40 68 44 60 44 53 H56 C56 60 60 68 62 80 Z" }, "body"],
    ["path", { d: "M37 53 H63 L58 45 H42 Z" }, "body"],
    ["circle", { cx: 50, cy: 32, r: 13 }, "body"],
    BASE,
  ],
  rook: [
    ["path", { d: "M29 18 H40 V26 H45 V18 H55 V26 H60 V18 H71 V36 L64 42 V72 L70 80 H30 L36 72 V42 L29 36 Z" }, "body"],
    ["path", { d: "M37 42 H63 M37 72 H63" }, "line"],
    BASE,
  ],
  bishop: [
    ["circle", { cx: 50, cy: 12, r: 5 }, "body"],
    ["path", { d: "M50 17 C64 27 69 42 60 54 H40 C31 42 36 27 50 17 Z" }, "body"],
    ["path", { d: "M56 28 L46 43" }, "line"],
    ["path", { d: "M38 54 H62 V61 H38 Z" }, "body"],
    ["path", { d: "M41 61 C41 70 36 76 32 80 H68 C64 76 59 70 59 61 Z" }, "body"],
    BASE,
  ],
  knight: [
    ["path", { d: HORSE_HEAD }, "body"],
    ["circle", { cx: 45, cy: 32, r: 3.5 }, "ink"],
    ["path", { d: "M58 22 C67 32 70 46 68 62" }, "line"],
    BASE,
  ],
  queen: [
    ["path", { d: "M32 68 L24 32 L35 54 L37 24 L45 50 L50 17 L55 50 L63 24 L65 54 L76 32 L68 68 Z" }, "body"],
    ["circle", { cx: 24, cy: 30, r: 5 }, "body"],
    ["circle", { cx: 37, cy: 22, r: 5 }, "body"],
    ["circle", { cx: 50, cy: 14, r: 5 }, "body"],
    ["circle", { cx: 63, cy: 22, r: 5 }, "body"],
    ["circle", { cx: 76, cy: 30, r: 5 }, "body"],
    ["path", { d: "M32 68 H68 L64 80 H36 Z" }, "body"],
    BASE,
  ],
  king: [
    ["path", { d: "M46 5 H54 V12 H61 V20 H54 V28 H46 V20 H39 V12 H46 Z" }, "body"],
    ["path", { d: "M50 28 C61 28 73 33 73 44 C73 53 66 60 64 68 H36 C34 60 27 53 27 44 C27 33 39 28 50 28 Z" }, "body"],
    ["path", { d: "M50 32 V64" }, "line"],
    ["path", { d: "M36 68 H64 L66 80 H34 Z" }, "body"],
    BASE,
  ],
  // Chief
  chief: [
    ["path", { d: "M50 34 C44 24 45 12 50 3 C55 12 56 24 50 34 Z" }, "body"],
    ["path", { d: "M45 36 C34 31 29 21 28 9 C37 14 44 24 47 34 Z" }, "body"],
    ["path", { d: "M55 36 C66 31 71 21 72 9 C63 14 56 24 53 34 Z" }, "body"],
    ["path", { d: "M34 35 H66 V43 H34 Z" }, "body"],
    ["circle", { cx: 50, cy: 39, r: 2.6 }, "ink"],
    ["path", { d: "M36 43 H64 C64 56 58 62 50 62 C42 62 36 56 36 43 Z" }, "body"],
    ["path", { d: "M29 80 C29 70 38 64 50 64 C62 64 71 70 71 80 Z" }, "body"],
    BASE,
  ],
  savage: [
    ["path", { d: "M33 40 L34 22 L42 30 L46 14 L52 27 L58 14 L60 30 L67 22 L67 40 Z" }, "body"],
    ["circle", { cx: 50, cy: 45, r: 15 }, "body"],
    ["path", { d: "M28 80 C28 68 37 61 50 61 C63 61 72 68 72 80 Z" }, "body"],
    ["path", { d: "M70 72 L79 33 C80 26 90 27 89 34 L77 73 Z" }, "body"],
    BASE,
  ],
  warrior: [
    ["path", { d: "M46 3 H54 V20 H46 Z" }, "body"],
    ["path", { d: "M36 20 H64 V27 H36 Z" }, "body"],
    ["path", { d: "M50 27 L75 33 C75 57 67 74 50 88 C33 74 25 57 25 33 Z" }, "body"],
    ["path", { d: "M50 36 V74 M37 48 H63" }, "line"],
  ],
  amazon: [
    ["path", { d: "M25 32 C29 9 57 2 79 11 C64 14 55 22 51 32 Z" }, "body"],
    ["path", { d: "M26 55 C24 36 36 27 51 27 C66 27 77 37 75 55 V66 H61 L59 55 H42 L40 66 H26 Z" }, "body"],
    ["path", { d: "M50 33 V50" }, "line"],
    ["path", { d: "M21 80 C21 71 33 64 50 64 C67 64 79 71 79 80 Z" }, "body"],
    BASE,
  ],
  rider: [
    ["path", { d: "M71 4 L78 7 L57 88 L50 86 Z" }, "body"],
    ["path", { d: HORSE_HEAD }, "body"],
    ["circle", { cx: 45, cy: 32, r: 3.5 }, "ink"],
    ["path", { d: "M40 62 H66" }, "line"],
    BASE,
  ],
  // Chaturaji
  maraja: [
    ["path", { d: "M48 3 H52 V13 H48 Z" }, "body"],
    ["path", { d: "M50 11 C54 19 68 24 68 38 C68 46 60 50 50 50 C40 50 32 46 32 38 C32 24 46 19 50 11 Z" }, "body"],
    ["path", { d: "M32 50 H68 V58 H32 Z" }, "body"],
    ["circle", { cx: 50, cy: 54, r: 3 }, "ink"],
    ["path", { d: "M36 58 H64 C64 66 68 74 72 80 H28 C32 74 36 66 36 58 Z" }, "body"],
    BASE,
  ],
  elephant: [
    ["ellipse", { cx: 27, cy: 40, rx: 16, ry: 20 }, "body"],
    ["ellipse", { cx: 73, cy: 40, rx: 16, ry: 20 }, "body"],
    ["path", { d: "M44 54 C44 68 42 78 47 88 H56 C52 78 56 68 56 54 Z" }, "body"],
    ["circle", { cx: 50, cy: 40, r: 18 }, "body"],
    ["path", { d: "M42 58 C38 64 35 66 30 66 M58 58 C62 64 65 66 70 66" }, "line"],
    ["circle", { cx: 43, cy: 37, r: 2.8 }, "ink"],
    ["circle", { cx: 57, cy: 37, r: 2.8 }, "ink"],
  ],
  horse: [
    ["path", { d: HORSE_HEAD, transform: "matrix(-1 0 0 1 100 0)" }, "body"],
    ["circle", { cx: 55, cy: 32, r: 3.5 }, "ink"],
    ["path", { d: "M42 22 C33 32 30 46 32 62 M60 46 L70 52" }, "line"],
    BASE,
  ],
  boat: [
    ["path", { d: "M47 10 H53 V66 H47 Z" }, "body"],
    ["path", { d: "M56 14 C71 28 76 46 74 60 H56 Z" }, "body"],
    ["path", { d: "M44 24 C35 34 31 48 33 60 H44 Z" }, "body"],
    ["path", { d: "M12 64 H88 C84 75 75 83 64 87 H36 C25 83 16 75 12 64 Z" }, "body"],
  ],
  // Chaturaji and Kharbga
  soldier: [
    ["path", { d: "M68 4 L75 18 H72 V90 H66 V18 H63 Z" }, "body"],
    ["circle", { cx: 44, cy: 55, r: 25 }, "body"],
    ["circle", { cx: 44, cy: 55, r: 16 }, "line"],
    ["circle", { cx: 44, cy: 55, r: 6 }, "ink"],
  ],
  // Desdemona
  stone: [
    ["circle", { cx: 50, cy: 50, r: 34 }, "body"],
    ["circle", { cx: 50, cy: 50, r: 21 }, "line"],
  ],
  neutral: [
    ["rect", { x: 18, y: 18, width: 64, height: 64, rx: 10 }, "body"],
    ["path", { d: "M32 32 L68 68 M68 32 L32 68" }, "line"],
  ],
};
