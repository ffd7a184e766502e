#!/usr/bin/env python3
"""Random, well-typed Swift cases for differential testing of loupe-render's Swift evaluator.

Each case is a single Swift expression whose printed value (`"\\(EXPR)"`) is deterministic, plus the file-level
declarations it needs. The front end shows it as `Text(verbatim: "\\(EXPR)")`; the real compiler prints
`print("\\(EXPR)")`. A case may carry a different spelling for swiftc (`swift_expr`, `swift_decls`) where the
front end documents a fixed environment that a Linux program must be told explicitly (US-English locale).

Names a case declares end in `§`, replaced by `_<index>` so that cases can share a file.

    generate.py --family int-arith --seed 1 --count 5          # print cases as JSON lines
    generate.py --family all --seed 1 --count 3 --swift         # print a swiftc program
"""
import argparse
import json
import math
import re
import random
import struct
import unicodedata
import sys
from fractions import Fraction

INT_MIN = -(1 << 63)
INT_MAX = (1 << 63) - 1


class Reject(Exception):
    """The random choices led to a case that would trap or not type-check: draw again."""


class Case:
    def __init__(self, family, index, decls, expr, swift_decls=None, swift_expr=None):
        self.family = family
        self.index = index
        self.decls = decls
        self.expr = expr
        self.swift_decls = decls if swift_decls is None else swift_decls
        self.swift_expr = expr if swift_expr is None else swift_expr

    def to_dict(self):
        d = {"family": self.family, "index": self.index, "decls": self.decls, "expr": self.expr}
        if self.swift_decls != self.decls:
            d["swift_decls"] = self.swift_decls
        if self.swift_expr != self.expr:
            d["swift_expr"] = self.swift_expr
        return d


FAMILIES = {}


def family(name):
    def deco(fn):
        FAMILIES[name] = fn
        return fn
    return deco


def generate(fam, seed, index):
    rng = random.Random(f"{seed}:{fam}:{index}")
    for _ in range(500):
        try:
            out = FAMILIES[fam](rng)
        except Reject:
            continue
        if len(out) == 2:
            decls, expr = out
            sdecls, sexpr = decls, expr
        else:
            decls, expr, sdecls, sexpr = out
        suffix = f"_{index}"
        fix = lambda s: s.replace("§", suffix)
        expr, sexpr = fix(expr), fix(sexpr)
        assert "\n" not in expr and "\n" not in sexpr, expr
        return Case(fam, index, fix(decls).strip("\n"), expr, fix(sdecls).strip("\n"), sexpr)
    raise RuntimeError(f"{fam}: could not draw case {index}")


def generate_many(fam, seed, count, start=0):
    return [generate(fam, seed, i) for i in range(start, start + count)]


# ---------------------------------------------------------------------------------------------------------------
# helpers

def swift_str(s):
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def pick(rng, *items):
    return rng.choice(items)


def wpick(rng, pairs):
    """pairs: [(weight, value)]"""
    total = sum(w for w, _ in pairs)
    x = rng.uniform(0, total)
    for w, v in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][1]


def small_int(rng):
    return wpick(rng, [(6, rng.randint(0, 12)), (3, rng.randint(13, 100)), (1, rng.randint(101, 5000))])


def int_array(rng, lo=0, hi=9, n=None, distinct=False):
    if n is None:
        n = wpick(rng, [(1, 0), (2, 1), (6, rng.randint(2, 6)), (1, rng.randint(7, 10))])
    if distinct:
        pool = list(range(lo, hi + 1))
        rng.shuffle(pool)
        return pool[:min(n, len(pool))]
    return [rng.randint(lo, hi) for _ in range(n)]


def arr_lit(xs):
    return "[" + ", ".join(str(x) for x in xs) + "]"


def str_arr_lit(xs):
    return "[" + ", ".join(swift_str(x) for x in xs) + "]"


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def wrap64(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >= (1 << 63) else v


def check_int(v):
    if v < INT_MIN or v > INT_MAX:
        raise Reject
    return v


# ---------------------------------------------------------------------------------------------------------------
# Int expressions, with their values (Swift semantics) so that nothing overflows or divides by zero.

# precedence: higher binds tighter
P_SHIFT, P_MUL, P_ADD, P_PRIMARY = 5, 4, 3, 10
INT_OPS = {
    "<<": P_SHIFT, ">>": P_SHIFT,
    "*": P_MUL, "/": P_MUL, "%": P_MUL, "&*": P_MUL, "&": P_MUL,
    "+": P_ADD, "-": P_ADD, "&+": P_ADD, "&-": P_ADD, "|": P_ADD, "^": P_ADD,
}


def int_binop(op, a, b):
    if op == "+":
        return check_int(a + b)
    if op == "-":
        return check_int(a - b)
    if op == "*":
        return check_int(a * b)
    if op == "/":
        if b == 0 or (a == INT_MIN and b == -1):
            raise Reject
        return trunc_div(a, b)
    if op == "%":
        if b == 0 or (a == INT_MIN and b == -1):
            raise Reject
        return a - b * trunc_div(a, b)
    if op == "&+":
        return wrap64(a + b)
    if op == "&-":
        return wrap64(a - b)
    if op == "&*":
        return wrap64(a * b)
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    if op == "<<":
        if b < 0:
            return int_binop(">>", a, -b)
        return 0 if b >= 64 else wrap64(a << b)
    if op == ">>":
        if b < 0:
            return int_binop("<<", a, -b)
        return (-1 if a < 0 else 0) if b >= 64 else a >> b
    raise ValueError(op)


class IntGen:
    """Int expression trees rendered with Swift's precedence; each node is (text, prec, value)."""

    def __init__(self, rng, env, funcs, wrapping=True, bits=True):
        self.rng = rng
        self.env = env          # [(name, value)]
        self.funcs = funcs      # [(name, python function)]
        self.wrapping = wrapping
        self.bits = bits

    def literal(self):
        rng = self.rng
        v = wpick(rng, [(10, rng.randint(0, 12)), (4, rng.randint(13, 999)), (1, rng.randint(1000, 10 ** 6)),
                        (0.3, rng.randint(10 ** 9, 10 ** 15))])
        style = wpick(rng, [(30, "dec"), (1, "hex"), (1, "bin"), (0.5, "oct"), (1, "under")])
        if style == "hex":
            t = pick(rng, "0x%x", "0x%X") % v
        elif style == "bin" and v < 4096:
            t = "0b" + format(v, "b")
        elif style == "oct":
            t = "0o" + format(v, "o")
        elif style == "under" and v >= 1000:
            t = f"{v:_}"
        else:
            t = str(v)
        return (t, P_PRIMARY, v)

    def leaf(self):
        rng = self.rng
        r = rng.random()
        if self.env and r < 0.4:
            n, v = rng.choice(self.env)
            return (n, P_PRIMARY, v)
        if r < 0.43:
            return pick(rng, ("Int.max", P_PRIMARY, INT_MAX), ("Int.min", P_PRIMARY, INT_MIN))
        t = self.literal()
        if rng.random() < 0.12 and t[2] != 0:
            return ("-" + t[0], P_PRIMARY - 1, -t[2])  # a negative literal
        return t

    def paren(self, node):
        return ("(" + node[0] + ")", P_PRIMARY, node[2])

    def expr(self, depth):
        rng = self.rng
        if depth <= 0 or rng.random() < 0.25:
            node = self.leaf()
        else:
            kind = wpick(rng, [(12, "bin"), (1.5, "neg"), (1, "call"), (0.7, "method"), (0.4, "tilde"),
                               (0.6 if self.funcs else 0, "func")])
            if kind == "bin":
                ops = ["+", "-", "*", "/", "%", "+", "-", "*"]
                if self.bits:
                    ops += ["<<", ">>", "&", "|", "^"]
                if self.wrapping:
                    ops += ["&+", "&-", "&*"]
                op = rng.choice(ops)
                p = INT_OPS[op]
                left = self.expr(depth - 1)
                if op in ("<<", ">>"):
                    s = wpick(rng, [(10, rng.randint(0, 8)), (1, rng.randint(9, 70)), (1, -rng.randint(1, 4))])
                    right = (str(s), P_PRIMARY if s >= 0 else P_PRIMARY - 1, s)
                else:
                    right = self.expr(depth - 1)
                if left[1] < p or (left[1] == p and p == P_SHIFT):
                    left = self.paren(left)
                if right[1] <= p:
                    right = self.paren(right)
                node = (f"{left[0]} {op} {right[0]}", p, int_binop(op, left[2], right[2]))
            elif kind == "neg":
                c = self.expr(depth - 1)
                if re.fullmatch(r"\(*-[0-9a-fA-Fxob_]+\)*", c[0]):
                    raise Reject  # `-(-12)`: swiftc finds it ambiguous
                if re.match(r"(min|max|abs)\(", c[0]) and "_" not in c[0] and "Int." not in c[0]:
                    raise Reject  # `-min(1, 2)`: likewise
                if c[1] < P_PRIMARY:
                    c = self.paren(c)
                node = ("-" + c[0], P_PRIMARY - 1, check_int(-c[2]))
            elif kind == "tilde":
                c = self.expr(depth - 1)
                if c[1] < P_PRIMARY:
                    c = self.paren(c)
                node = ("~" + c[0], P_PRIMARY - 1, ~c[2])
            elif kind == "call":
                f = rng.choice(["abs", "min", "max"])
                if f == "abs":
                    c = self.expr(depth - 1)
                    node = (f"abs({c[0]})", P_PRIMARY, check_int(abs(c[2])))
                else:
                    a, b = self.expr(depth - 1), self.expr(depth - 1)
                    v = min(a[2], b[2]) if f == "min" else max(a[2], b[2])
                    node = (f"{f}({a[0]}, {b[0]})", P_PRIMARY, v)
            elif kind == "func":
                name, fn = rng.choice(self.funcs)
                c = self.expr(depth - 1)
                node = (f"{name}({c[0]})", P_PRIMARY, check_int(fn(c[2])))
            else:
                c = self.expr(depth - 1)
                if c[1] < P_PRIMARY:
                    c = self.paren(c)
                m = rng.choice(["signum()", "magnitudeInt", "negated"])
                if m == "signum()":
                    node = (f"{c[0]}.signum()", P_PRIMARY, (c[2] > 0) - (c[2] < 0))
                elif m == "magnitudeInt":
                    node = (f"Int({c[0]}.magnitude)", P_PRIMARY, check_int(abs(c[2])))
                else:
                    node = (f"{c[0]}.advanced(by: 1)", P_PRIMARY, check_int(c[2] + 1))
        if rng.random() < 0.1 and node[1] < P_PRIMARY:
            node = self.paren(node)
        return node


def int_env(rng, max_vars=3):
    decls, env = [], []
    for i in range(rng.randint(0, max_vars)):
        v = wpick(rng, [(5, rng.randint(-20, 20)), (3, rng.randint(21, 1000)), (1, rng.randint(-10 ** 6, 10 ** 6))])
        name = "abcdefgh"[i] + "§"
        form = wpick(rng, [(4, "let"), (2, "typed"), (1, "var"), (1, "static"), (1, "computed")])
        if form == "let":
            decls.append(f"let {name} = {v}")
        elif form == "typed":
            decls.append(f"let {name}: Int = {v}")
        elif form == "var":
            decls.append(f"var {name} = {v}")
        elif form == "static":
            decls.append(f"enum K{name} {{ static let value = {v} }}")
            name = f"K{name}.value"
        else:
            decls.append(f"var {name}: Int {{ {v} }}")
        env.append((name, v))
    return decls, env


@family("int-arith")
def fam_int_arith(rng):
    decls, env = int_env(rng)
    funcs = []
    if rng.random() < 0.25:
        m, c = rng.randint(-3, 5), rng.randint(-10, 10)
        decls.append(f"func f§(_ x: Int) -> Int {{ x * {m} + {c} }}")
        funcs.append(("f§", lambda x, m=m, c=c: check_int(check_int(x * m) + c)))
    g = IntGen(rng, env, funcs, wrapping=rng.random() < 0.3, bits=rng.random() < 0.4)
    depth = rng.randint(1, 4)
    shape = wpick(rng, [(10, "int"), (3, "cmp"), (1.5, "logic"), (1.5, "ternary"), (1, "qr"), (1, "mult"),
                        (0.7, "radix"), (0.6, "minmax")])
    cmp_ops = ["==", "!=", "<", "<=", ">", ">="]
    if shape == "int":
        e = g.expr(depth)
        check_int(e[2])
        expr = e[0]
    elif shape == "cmp":
        a, b = g.expr(depth - 1), g.expr(depth - 1)
        expr = f"{a[0]} {rng.choice(cmp_ops)} {b[0]}"
    elif shape == "logic":
        parts = []
        for _ in range(rng.randint(2, 3)):
            a, b = g.expr(1), g.expr(1)
            t = f"{a[0]} {rng.choice(cmp_ops)} {b[0]}"
            if rng.random() < 0.25:
                t = f"!({t})"
            parts.append(t)
        expr = parts[0]
        for p in parts[1:]:
            expr += f" {rng.choice(['&&', '||'])} {p}"
    elif shape == "ternary":
        a, b = g.expr(1), g.expr(1)
        x, y = g.expr(depth - 1), g.expr(depth - 1)
        expr = f"{a[0]} {rng.choice(cmp_ops)} {b[0]} ? {x[0]} : {y[0]}"
    elif shape == "qr":
        a = g.expr(depth)
        d = rng.choice([1, 2, 3, 5, 7, 10, -3, -4])
        expr = f"({a[0]}).quotientAndRemainder(dividingBy: {d})"
        if a[2] == INT_MIN and d == -1:
            raise Reject
    elif shape == "mult":
        a = g.expr(depth)
        d = rng.choice([0, 1, 2, 3, 5, -4])
        expr = f"({a[0]}).isMultiple(of: {d})"
    elif shape == "radix":
        a = g.expr(depth)
        r = rng.choice([2, 8, 16, 36])
        up = rng.choice(["", ", uppercase: true"])
        expr = f"String({a[0]}, radix: {r}{up})"
    else:
        a, b = g.expr(depth - 1), g.expr(depth - 1)
        c = g.expr(depth - 1)
        f = rng.choice(["min", "max"])
        expr = f"{f}({a[0]}, {b[0]}, {c[0]})"
    return "\n".join(decls), expr


# ---------------------------------------------------------------------------------------------------------------
# integer (and some floating) literals where Swift infers a floating type from the context

def lit_expr(rng, depth, float_lit_p=0.0, neg_p=0.08):
    """An expression of literals; returns (text, prec, int value or None, exact value, has_float)."""
    if depth <= 0 or rng.random() < 0.3:
        if rng.random() < float_lit_p:
            t = pick(rng, "0.5", "1.5", "2.5", "0.25", "0.1", "3.0", "1e2", "2.0", "0.75", "1.25e1")
            v = Fraction(t if "e" not in t else str(float(t)))
            return (t, P_PRIMARY, None, v, True)
        v = wpick(rng, [(8, rng.randint(1, 9)), (3, rng.randint(10, 300)), (1, 0)])
        if rng.random() < neg_p and v:
            return (f"-{v}", P_PRIMARY - 1, -v, Fraction(-v), False)
        return (str(v), P_PRIMARY, v, Fraction(v), False)
    op = wpick(rng, [(4, "/"), (2, "+"), (2, "-"), (2, "*")])
    a = lit_expr(rng, depth - 1, float_lit_p, neg_p)
    b = lit_expr(rng, depth - 1, float_lit_p, neg_p)
    has_float = a[4] or b[4]
    if op == "%" and has_float:
        op = "/"
    p = INT_OPS[op]
    if b[3] == 0 and op in "/%":
        raise Reject
    if b[2] == 0 and op in "/%":
        raise Reject
    iv = None
    if a[2] is not None and b[2] is not None:
        iv = int_binop(op, a[2], b[2])
    if op == "+":
        ev = a[3] + b[3]
    elif op == "-":
        ev = a[3] - b[3]
    elif op == "*":
        ev = a[3] * b[3]
    elif op == "/":
        ev = a[3] / b[3]
    else:
        ev = Fraction(int_binop("%", a[2], b[2]))
    ta = a[0] if a[1] >= p else f"({a[0]})"
    tb = b[0] if b[1] > p else f"({b[0]})"
    return (f"{ta} {op} {tb}", p, iv, ev, has_float)


def L(rng, depth=None, float_p=0.0, nonzero=False):
    for _ in range(50):
        try:
            e = lit_expr(rng, wpick(rng, [(5, 1), (4, 2), (1, 3)]) if depth is None else depth, float_p)
        except Reject:
            continue
        if nonzero and (e[3] == 0 or e[2] == 0):
            continue
        if nonzero and e[1] < P_PRIMARY:
            return f"({e[0]})"  # it goes after a `/`
        return e[0]
    raise Reject


FLOAT_TYPES = ["Double", "CGFloat", "Float"]


def Lu(rng, float_p):
    """A literal expression for a place without a contextual type: small, or swiftc gives up on it."""
    return L(rng, depth=wpick(rng, [(6, 1), (3, 2)]), float_p=float_p)


@family("float-literal-context")
def fam_float_literal_context(rng):
    T = wpick(rng, [(5, "Double"), (3, "CGFloat"), (1.5, "Float")])
    fp = 0.15
    a, b, c = L(rng, float_p=fp), L(rng, float_p=fp), L(rng, float_p=fp)
    k = rng.randint(1, 30)
    shape = rng.randint(0, 39)
    if shape == 0:
        return f"let x§: {T} = {a}", "x§"
    if shape == 1:
        return f"let x§ = {Lu(rng, 0.4)}", "x§"
    if shape == 2:
        return "", Lu(rng, 0.3)
    if shape == 3:
        return "", f"{a} as {T}"
    if shape == 4:
        return "", f"{T}({a})"
    if shape == 5:
        return "", f"{T}({k}) / {L(rng, nonzero=True)}"
    if shape == 6:
        return f"let xs§: [{T}] = [{a}, {b}, {c}]", pick(rng, "xs§", "xs§[1]", "xs§.reduce(0, +)", "xs§.max()!")
    if shape == 7:
        return "", f"[{L(rng, depth=1, float_p=0.1)}, {rng.randint(0, 9)}, {L(rng, depth=1, float_p=0.5)}]"
    if shape == 8:
        return f"func f§(_ x: {T}) -> {T} {{ x }}", f"f§({a})"
    if shape == 9:
        return f"func f§(value x: {T}, times n: Int) -> {T} {{ x * {T}(n) }}", f"f§(value: {a}, times: {k})"
    if shape == 10:
        return f"func f§() -> {T} {{ {a} }}", "f§()"
    if shape == 11:
        return f"func f§(_ x: {T} = {a}) -> {T} {{ x }}", pick(rng, "f§()", f"f§({b})")
    if shape == 12:
        kind = pick(rng, "enum", "struct")
        return f"{kind} S§ {{ static let v: {T} = {a} }}", "S§.v"
    if shape == 13:
        return (f"struct T§ {{ var w: {T}; var h: {T} = {b}; var n: Int = {L(rng)} }}",
                pick(rng, f"T§(w: {a})", f"T§(w: {a}).w", f"T§(w: {a}).h", f"T§(w: {a}, h: {c})"))
    if shape == 14:
        return (f"struct T§ {{ var w: {T}; var half: {T} {{ w / 2 }}; var scaled: {T} {{ w * {b} }} }}",
                pick(rng, f"T§(w: {a}).half", f"T§(w: {a}).scaled"))
    if shape == 15:
        return f"let b§ = {pick(rng, 'true', 'false')}\nlet y§: {T} = b§ ? {a} : {b}", "y§"
    if shape == 16:
        return f"let b§ = {pick(rng, 'true', 'false')}", f"b§ ? {Lu(rng, 0.1)} : {pick(rng, '2.5', Lu(rng, 0.5))}"
    if shape == 17:
        return f"let n§ = {k}", pick(rng, f"{T}(n§) / {L(rng, nonzero=True)}", f"{T}(n§ / {L(rng, nonzero=True)})",
                                     f"{T}(n§) * {a}", f"{a} + {T}(n§)")
    if shape == 18:
        return f"let d§: {T} = {a}", pick(rng, f"d§ * ({b})", f"d§ / {L(rng, nonzero=True)}", f"d§ + {b} - {c}",
                                          f"{b} * d§", f"{b} / {L(rng, nonzero=True)} * d§")
    if shape == 19:
        return "", f"{pick(rng, 'max', 'min')}({Lu(rng, 0.1)}, {Lu(rng, 0.6)})"
    if shape == 20:
        return f"let d§: {T} = {a}", f"{pick(rng, 'max', 'min')}(d§, {Lu(rng, 0.1)})"
    if shape == 21:
        return f"let o§: {T}? = {a}", pick(rng, "o§", f"o§ ?? {b}", f"o§! * {b}")
    if shape == 22:
        return f"let m§: [String: {T}] = [\"k\": {a}]", pick(rng, 'm§["k"]', f'm§["z", default: {b}]', 'm§["k"]!')
    if shape == 23:
        return f"let k§: () -> {T} = {{ {a} }}", "k§()"
    if shape == 24:
        return f"let p§: (x: {T}, y: Int) = ({a}, {L(rng)})", pick(rng, "p§", "p§.x")
    if shape == 25:
        return "", f"{{ () -> String in var v: {T} = {a}; v += {b}; v *= {c}; return \"\\(v)\" }}()"
    if shape == 26:
        # (the square root of a negative number is a NaN whose sign differs between x86 and arm64)
        r = L(rng)
        return "", pick(rng, f"sqrt(abs({r}) as Double)", f"(abs({r}) as Double).squareRoot()")
    if shape == 27:
        return f"let d§: {T} = {a}", f"d§ {pick(rng, '>', '<', '==', '>=')} {Lu(rng, 0.1)}"
    if shape == 28:
        return f"let v§: {T} = {a}\nlet w§ = v§ / {L(rng, nonzero=True)} + {c}", "w§"
    if shape == 29:
        return f"let c§: CGFloat = {a}\nlet d§: Double = c§ * {b}", pick(rng, "d§", "c§ + d§")
    if shape == 30:
        return "", f"Int({Lu(rng, 0.6)})"
    if shape == 31:
        return f"struct T§ {{ var a: {T} }}", f"[T§(a: {a}), T§(a: {b})].map {{ $0.a }}"
    if shape == 32:
        return "", f"{T}({L(rng, nonzero=True)}) / {T}({L(rng, nonzero=True)})"
    if shape == 33:
        return f"let d§: {T} = {a}", f"{L(rng, nonzero=True)} / {L(rng, nonzero=True)} * d§"
    if shape == 34:
        return (f"struct P§ {{ let x: {T}; let y: {T}; init(_ x: {T}, _ y: {T}) {{ self.x = x; self.y = y }} }}",
                pick(rng, f"P§({a}, {b})", f"P§({a}, {b}).x + P§({c}, 1).y"))
    if shape == 35:
        return (f"enum E§ {{ case small, big\n    var size: {T} {{ switch self {{ case .small: return {a}; "
                f"case .big: return {b} }} }} }}", pick(rng, "E§.small.size", "E§.big.size"))
    if shape == 36:
        return "", f"({Lu(rng, 0.1)}) * 1.0"
    if shape == 37:
        return f"let n§: Int = {L(rng)}", f"Double(n§) / Double({L(rng, nonzero=True)})"
    if shape == 38:
        return f"let xs§: [{T}] = [{a}, {b}]", f"xs§.map {{ $0 / {L(rng, nonzero=True)} }}"
    return f"var x§: {T} {{ {a} }}", "x§"


# ---------------------------------------------------------------------------------------------------------------
# Double, Float and CGFloat arithmetic, rounding and printing

def f32(x):
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def fround(T, x):
    return f32(x) if T == "Float" else x


def fdiv(a, b):
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1, b)
    return a / b


def round_away(x):
    if math.isinf(x):
        return x
    r = math.floor(abs(x) + 0.5)
    if abs(x) + 0.5 == r and (abs(x) - math.floor(abs(x))) != 0.5:
        r -= 1  # guard against rounding inside +0.5
    return math.copysign(r, x)


FLOAT_LITS = ["0.1", "0.2", "0.3", "0.5", "1.5", "2.5", "3.5", "-2.5", "-0.5", "0.25", "1.0", "2", "3", "7", "10",
              "100", "1e-5", "1e-4", "1e16", "1e15", "123456.789", "9.99", "1.005", "0.125", "2.675", "1e22",
              "-1.5", "0.001", "1_000.5", "6.02e23", "4.35", "0.7", "1e100", "3.14159"]


class FloatGen:
    """Expressions of one floating type T; nodes are (text, prec, value, pinned) where `pinned` says the type is
    fixed by a typed name (not only by the literals' context, which a member access does not carry)."""

    def __init__(self, rng, T, env):
        self.rng, self.T, self.env = rng, T, env

    def leaf(self):
        rng, T = self.rng, self.T
        r = rng.random()
        if self.env and r < 0.45:
            n, v = rng.choice(self.env)
            return (n, P_PRIMARY, v, True)
        if r < 0.5:
            n, v = pick(rng, (f"{T}.pi", math.pi), (f"-{T}.pi", -math.pi), (f"{T}.ulpOfOne", 2.0 ** -52 if T != "Float" else 2.0 ** -23),
                        (f"{T}.infinity", math.inf), (f"{T}.leastNonzeroMagnitude", 5e-324 if T != "Float" else 1e-45))
            return (n, P_PRIMARY - (n[0] == "-"), fround(T, v), True)
        t = rng.choice(FLOAT_LITS)
        v = fround(T, float(t.replace("_", "")))
        return (t, P_PRIMARY - (t[0] == "-"), v, False)

    def base(self, c):
        """c's text as the base of a member access."""
        if not c[3] and self.T != "Double":
            return f"({c[0]} as {self.T})"
        return c[0] if c[1] >= P_PRIMARY else f"({c[0]})"

    def expr(self, depth):
        rng, T = self.rng, self.T
        if depth <= 0 or rng.random() < 0.25:
            node = self.leaf()
        else:
            kind = wpick(rng, [(8, "bin"), (1, "neg"), (3, "round"), (1.5, "fn2"), (1, "rem"), (0.8, "sqrt"),
                               (0.6, "conv")])
            if kind == "bin":
                op = rng.choice("+-*/")
                p = P_MUL if op in "*/" else P_ADD
                a, b = self.expr(depth - 1), self.expr(depth - 1)
                if op == "+":
                    v = a[2] + b[2]
                elif op == "-":
                    v = a[2] - b[2]
                elif op == "*":
                    v = a[2] * b[2] if not ((a[2] == 0 and math.isinf(b[2])) or (b[2] == 0 and math.isinf(a[2]))) else math.nan
                else:
                    v = fdiv(a[2], b[2])
                ta = a[0] if a[1] >= p else f"({a[0]})"
                tb = b[0] if b[1] > p else f"({b[0]})"
                node = (f"{ta} {op} {tb}", p, fround(T, v), a[3] or b[3])
            elif kind == "neg":
                c = self.expr(depth - 1)
                if not c[3] and c[0].startswith("-"):
                    raise Reject  # `-(-2.5)`: swiftc finds it ambiguous
                t = c[0] if c[1] >= P_PRIMARY else f"({c[0]})"
                node = ("-" + t, P_PRIMARY - 1, -c[2], c[3])
            elif kind == "round":
                c = self.expr(depth - 1)
                x = c[2]
                if math.isnan(x):
                    raise Reject
                rule, f = pick(rng, (".toNearestOrAwayFromZero", round_away), (".toNearestOrEven", lambda y: float(round(y))),
                               (".up", math.ceil), (".down", math.floor), (".towardZero", math.trunc),
                               (".awayFromZero", lambda y: math.copysign(math.ceil(abs(y)), y)))
                inf = math.isinf(x)
                form = rng.randint(0, 5)
                if form == 0:
                    node = (f"{self.base(c)}.rounded()", P_PRIMARY, round_away(x), True)
                elif form == 1:
                    node = (f"{self.base(c)}.rounded({rule})", P_PRIMARY, x if inf else float(f(x)), True)
                elif form == 2:
                    fn = pick(rng, ("floor", math.floor), ("ceil", math.ceil), ("round", round_away), ("trunc", math.trunc))
                    node = (f"{fn[0]}({c[0]})", P_PRIMARY, x if inf else float(fn[1](x)), c[3])
                elif form == 3:
                    node = (f"abs({c[0]})", P_PRIMARY, abs(x), c[3])
                elif form == 4:
                    node = (f"{self.base(c)}.magnitude", P_PRIMARY, abs(x), True)
                else:
                    node = (f"{self.base(c)}.rounded(.down)", P_PRIMARY, x if inf else float(math.floor(x)), True)
            elif kind == "fn2":
                a, b = self.expr(depth - 1), self.expr(depth - 1)
                f = rng.choice(["min", "max"])
                node = (f"{f}({a[0]}, {b[0]})", P_PRIMARY, min(a[2], b[2]) if f == "min" else max(a[2], b[2]), a[3] or b[3])
            elif kind == "rem":
                a, b = self.expr(depth - 1), self.expr(depth - 1)
                if b[2] == 0 or math.isinf(a[2]) or math.isnan(a[2]) or math.isnan(b[2]):
                    raise Reject
                if rng.random() < 0.6:
                    v = math.fmod(a[2], b[2]) if not math.isinf(b[2]) else a[2]
                    node = (f"{self.base(a)}.truncatingRemainder(dividingBy: {b[0]})", P_PRIMARY, v, True)
                else:
                    v = math.remainder(a[2], b[2]) if not math.isinf(b[2]) else a[2]
                    node = (f"{self.base(a)}.remainder(dividingBy: {b[0]})", P_PRIMARY, v, True)
            elif kind == "sqrt":
                c = self.expr(depth - 1)
                if not (c[2] >= 0):
                    c = (f"abs({c[0]})", P_PRIMARY, abs(c[2]), c[3])
                v = math.sqrt(c[2]) if not math.isinf(c[2]) else c[2]
                if rng.random() < 0.5:
                    node = (f"{self.base(c)}.squareRoot()", P_PRIMARY, fround(T, v), True)
                else:
                    node = (f"sqrt({c[0]})", P_PRIMARY, fround(T, v), c[3])
            else:
                n = rng.randint(-1000, 10 ** 7)
                node = (f"{T}({n})", P_PRIMARY, fround(T, float(n)), True)
        if math.isnan(node[2]):
            raise Reject
        return node


@family("float-types")
def fam_float_types(rng):
    T = wpick(rng, [(5, "Double"), (3, "Float"), (2, "CGFloat")])
    decls, env = [], []
    for i in range(rng.randint(0, 3)):
        t = rng.choice(FLOAT_LITS)
        v = fround(T, float(t.replace("_", "")))
        n = "xyzw"[i] + "§"
        decls.append(pick(rng, f"let {n}: {T} = {t}", f"let {n} = {T}({t})"))
        env.append((n, v))
    g = FloatGen(rng, T, env)
    e = g.expr(rng.randint(1, 3))
    shape = wpick(rng, [(10, "value"), (2, "int"), (2, "cmp"), (1, "conv"), (1, "misc"), (1, "string")])
    if shape == "value":
        return "\n".join(decls), e[0]
    if shape == "int":
        if not (abs(e[2]) < 9e18):
            raise Reject
        return "\n".join(decls), pick(rng, f"Int({e[0]})", f"Int(({e[0]}).rounded())" if abs(e[2]) < 9e17 else f"Int({e[0]})")
    if shape == "cmp":
        f = g.expr(1)
        lhs = e[0] if e[3] or f[3] else f"{g.base(e)}"
        return "\n".join(decls), f"{lhs} {pick(rng, '<', '==', '>=', '!=')} {f[0]}"
    if shape == "conv":
        other = rng.choice([t for t in FLOAT_TYPES if t != T])
        return "\n".join(decls), f"{other}({e[0]})"
    if shape == "misc":
        t = g.base(e)
        return "\n".join(decls), pick(rng, f"{t}.isInfinite", f"{t}.sign", f"{t}.isZero", f"{t} == {t}.rounded()",
                                      f"{t}.description", f"-{t}")
    if T == "CGFloat":  # CGFloat is not LosslessStringConvertible
        return "\n".join(decls), pick(rng, f'"\\({e[0]})!"', f"String(describing: {e[0]})")
    return "\n".join(decls), pick(rng, f"String({e[0]})", f'"v=" + String({e[0]})', f'"\\({e[0]})!"')


# ---------------------------------------------------------------------------------------------------------------
# strings

WORDS = ["apple", "Banana", "cherry", "date", "Élan", "straße", "naïve", "hello world", "  padded  ", "a,b,,c",
         "Swift", "UPPER", "mixed Case", "emoji👍🏽", "", "x", "café", "one two  three", "A-B-C", "tab\there",
         "e\u0301", "🇺🇸🇫🇷", "ß", "İstanbul", "quote\"d", "back\\slash", "42", "-7", "3.5", "abcabc", "Hello, World!",
         "ǅungla", "ﬁne", "ΣΑΣ", "lower", "snake_case_name", "dots.in.name"]


def word(rng, nonempty=False):
    while True:
        w = rng.choice(WORDS)
        if w or not nonempty:
            return w


def sub_of(rng, w):
    # no piece of a grapheme cluster: Foundation's NSString-based search finds those on Linux, and whether Apple's
    # does too is not something this oracle can tell
    if any(ord(ch) > 0xFFFF or unicodedata.combining(ch) for ch in w):
        w = ""
    if w and rng.random() < 0.7:
        i = rng.randint(0, len(w) - 1)
        j = rng.randint(i + 1, min(len(w), i + 3))
        return w[i:j]
    return rng.choice(["a", "b", "l", ",", " ", "-", "x", "ab", "é", "e"])


def fmt_spec(rng):
    """A printf specifier with a matching Swift argument: (spec, arg) or ("%%", None)."""
    kind = wpick(rng, [(5, "int"), (5, "double"), (2, "str"), (0.6, "pct"), (0.5, "hex")])
    flags = wpick(rng, [(6, ""), (1, "-"), (1, "0"), (1, "+"), (0.5, " "), (0.3, "+0"), (0.3, "-+")])
    width = wpick(rng, [(5, ""), (3, str(rng.randint(1, 10)))])
    if kind == "pct":
        return "%%", None
    if kind == "int" or kind == "hex":
        conv = rng.choice(["x", "X", "o"]) if kind == "hex" else wpick(rng, [(6, "d"), (1, "i"), (1, "ld"), (0.5, "lld")])
        v = wpick(rng, [(4, rng.randint(0, 99)), (2, rng.randint(-999, -1)), (2, rng.randint(100, 10 ** 7))])
        if kind == "hex":
            v = abs(v)
            flags = flags.replace("+", "").replace(" ", "")
        prec = "." + str(rng.randint(0, 4)) if rng.random() < 0.08 else ""
        return f"%{flags}{width}{prec}{conv}", str(v)
    if kind == "str":
        w = word(rng)
        if "%" in w:
            w = "x"
        # (no width: Linux's Foundation ignores a width on %@, Apple's pads -- no oracle here)
        return f"%{flags.replace('0', '').replace('+', '').replace(' ', '').replace('-', '')}@", swift_str(w)
    conv = wpick(rng, [(6, "f"), (2, "e"), (2, "g"), (0.5, "E"), (0.5, "G")])
    prec = wpick(rng, [(3, ""), (5, "." + str(rng.randint(0, 6)))])
    v = rng.choice(["3.14159", "-0.5", "1234.5678", "0.000123", "1e10", "2.5", "0.125", "2.675", "1.005", "0.0",
                    "-0.0", "99.995", "1e-7", "123456789.0", "0.1", "2.0 / 3.0", "1.0", "5e300", "0.045"])
    return f"%{flags}{width}{prec}{conv}", v


@family("strings")
def fam_strings(rng):
    w, w2 = word(rng), word(rng)
    s, s2 = swift_str(w), swift_str(w2)
    n = rng.randint(0, 5)
    shape = rng.randint(0, 49)
    if shape == 0:
        return "", pick(rng, f"{s}.count", f"{s}.utf8.count", f"{s}.unicodeScalars.count", f"{s}.utf16.count")
    if shape == 1:
        # (capitalized only where word breaks are plain spaces: Linux's Foundation breaks words at '_' and '"' too)
        m = pick(rng, 'uppercased()', 'lowercased()', 'capitalized', 'isEmpty', 'description', 'debugDescription')
        if m == "capitalized" and not all(ch.isalpha() or ch == " " for ch in w):
            m = "uppercased()"
        return "", f"{s}.{m}"
    if shape == 2:
        return "", f"{s}.{pick(rng, 'hasPrefix', 'hasSuffix', 'contains')}({swift_str(sub_of(rng, w))})"
    if shape == 3:
        sep = pick(rng, '","', '" "', '"-"', '"a"', '"."')
        return "", pick(rng, f"{s}.split(separator: {sep})", f"{s}.split(separator: {sep}).count",
                        f"{s}.split(separator: {sep}, omittingEmptySubsequences: false)",
                        f"{s}.split(separator: {sep}).map {{ String($0) }}", f"{s}.components(separatedBy: {sep})",
                        f"{s}.split(separator: {sep}, maxSplits: 1)")
    if shape == 4:
        ws = [word(rng) for _ in range(rng.randint(0, 4))]
        return "", pick(rng, f"{str_arr_lit(ws)}.joined()", f"{str_arr_lit(ws)}.joined(separator: {swift_str(pick(rng, ', ', '-', '', ' / '))})")
    if shape == 5:
        return "", pick(rng, f"String(repeating: {s}, count: {n})", f"String(repeating: Character(\"{pick(rng, 'x', 'é', '👍')}\"), count: {n})")
    if shape == 6:
        return "", f"{s}.replacingOccurrences(of: {swift_str(sub_of(rng, w) or 'a')}, with: {swift_str(pick(rng, '', '_', 'XY', 'é'))})"
    if shape == 7:
        return "", f"{s}.trimmingCharacters(in: .{pick(rng, 'whitespaces', 'whitespacesAndNewlines', 'punctuationCharacters', 'decimalDigits', 'letters')})"
    if shape == 8:
        return "", pick(rng, f"{s}.first", f"{s}.last", f"{s}.first ?? \"?\"", f"{s}.randomElement() == nil")
    if shape == 9:
        return "", f"{s}.{pick(rng, 'prefix', 'suffix', 'dropFirst', 'dropLast')}({n})"
    if shape == 10:
        return "", pick(rng, f"String({s}.reversed())", f"{s}.reversed()", f"Array({s})", f"{s}.sorted()", f"Array({s}.reversed())")
    if shape == 11:
        return "", pick(rng, f"{s} == {s2}", f"{s} < {s2}", f"{s} + {s2}", f"{s} + String({n})", f"{s} != {s2}",
                        f"{s}.lowercased() == {s2}.lowercased()")
    if shape == 12:
        return "", pick(rng, f"\"[\\({s})|\\({n})]\"", f"\"<\" + {s} + \">\"", f"\"\\({s}.count) chars\"")
    if shape == 13:  # interpolation of plain values
        return "", rng.choice([
            f"Optional({n})", f"Optional({s})", "nil as Int?", "Int?.none", f"[{n}, {n + 1}]", f"[{s}, {s2}]",
            "[1.5, 2]", f'["k": {n}]', f"[{n}: {s}]", f"({n}, {s})", f"(x: {n}, y: 2.5)", "true", f"Character(\"{pick(rng, 'c', 'é', '👍🏽')}\")",
            f"{n}..<{n + 3}", f"{n}...{n + 2}", f"Optional([{n}])", f"[Optional({n}), nil]", f'["a": [{n}, 2]]',
            f"[[{n}], [2, 3]]", f"Optional(Optional({n}))", "[Int]()", "[String: Int]()", f"[Optional({s})]",
            f"({s}, [{n}], Optional(true))", f"[{s}: {s2}]", f"Optional(2.5)", f"[(1, {s})]", f"[{n}...{n + 1}]",
            f"Optional({n}...{n + 1})", f"\"\\({n})\" + \"\\({n})\"", f"Float({n}) / 3", f"[Float(0.1)]",
            f"UInt8({n})", f"Int8(-{n})", f"UInt({n})", f"Int64({n}) * 3", f"[UInt8({n})]"])
    if shape == 14:
        return "enum E§ { case red, green, blue }", pick(rng, "E§.red", "[E§.red, E§.blue]", "Optional(E§.green)",
                                                         "(E§.red, 1)", "[E§.red: 1]", "E§.blue as Any")
    if shape == 15:
        return ("enum E§: String { case north, south = \"S\", east }", pick(rng, "E§.north", "E§.south", "E§.south.rawValue",
                                                                           "E§.east.rawValue", "E§(rawValue: \"S\")", "E§(rawValue: \"x\")",
                                                                           "[E§.north]", "E§(rawValue: \"east\")!"))
    if shape == 16:
        return ("enum E§ { case move(x: Int, y: Int), value(Int), name(String), both(Int, label: String), none }",
                pick(rng, f"E§.move(x: {n}, y: 2)", f"E§.value({n})", f"E§.name({s})", f"E§.both({n}, label: {s})",
                     "E§.none", f"[E§.value({n})]", f"Optional(E§.value({n}))", f"E§.name({s}) as Any"))
    if shape == 17:
        return ("struct S§ { var name: String; var n: Int }", pick(rng, f"S§(name: {s}, n: {n})", f"[S§(name: {s}, n: {n})]",
                                                                    f"Optional(S§(name: {s}, n: {n}))", f"(S§(name: {s}, n: {n}), 1)",
                                                                    f"[\"k\": S§(name: {s}, n: {n})]"))
    if shape == 18:
        return ("struct In§ { var v: Double }\nstruct S§ { var inner: In§; var tags: [String]; var o: Int?; var d: [String: Int] }",
                pick(rng, f"S§(inner: In§(v: {n}), tags: [{s}], o: {pick(rng, 'nil', str(n))}, d: [\"a\": {n}])",
                     f"S§(inner: In§(v: 0.5), tags: [], o: nil, d: [:]).inner"))
    if shape == 19:
        return ("struct P§: CustomStringConvertible { var x: Int; var description: String { \"P<\\(x)>\" } }",
                pick(rng, f"P§(x: {n})", f"[P§(x: {n}), P§(x: 2)]", f"Optional(P§(x: {n}))", f"String(describing: P§(x: {n}))"))
    if shape == 20:
        return "", pick(rng, f"String(describing: {s})", f"String(reflecting: {s})", f"String(describing: Optional({n}))",
                        f"String(reflecting: {n})", f"String(describing: [{s}])", f"{s}.debugDescription")
    if shape == 21:
        v = rng.randint(-300, 100000)
        return "", f"String({v}, radix: {pick(rng, 2, 8, 16, 36)}{pick(rng, '', ', uppercase: true')})"
    if shape == 22:
        t = pick(rng, "42", "-7", " 4", "+4", "4x", "0x1F", "1_000", "007", "", "3.5", "1e3", "9223372036854775808", "-0", ".5", "5.", "nan", "inf")
        return "", pick(rng, f"Int({swift_str(t)})", f"Double({swift_str(t)})", f"Int({swift_str(t)}) ?? -1", f"Float({swift_str(t)})",
                        f"Int({swift_str(t.strip())}, radix: 16)", f"Bool({swift_str(pick(rng, 'true', 'false', 'True', 'yes'))})")
    if shape == 23:
        return "", pick(rng, f"{s}.map {{ String($0) }}", f"{s}.filter {{ $0 != \"a\" }}", f"{s}.filter(\\.isLetter)",
                        f"{s}.allSatisfy(\\.isNumber)", f"{s}.map {{ $0.isUppercase }}", f"{s}.compactMap {{ $0.wholeNumberValue }}")
    if shape == 24:
        c = pick(rng, "a", "Z", "5", " ", "é", "👍", "_", "ß")
        return "", f"Character({swift_str(c)}).{pick(rng, 'isLetter', 'isNumber', 'asciiValue', 'isUppercase', 'isWhitespace', 'uppercased()', 'wholeNumberValue', 'isPunctuation')}"
    if shape == 25:
        pad = swift_str(pick(rng, ".", "ab", " "))
        return "", f"{s}.padding(toLength: {rng.randint(0, 12)}, withPad: {pad}, startingAt: 0)"
    if shape == 26:
        return "", pick(rng, f"{s}.starts(with: {swift_str(sub_of(rng, w))})", f"{s}.firstIndex(of: \"a\") == nil",
                        f"{s}.contains(where: {{ $0.isNumber }})", f"{s}.filter {{ $0 == \"a\" }}.count",
                        f"{s}.lowercased().split(separator: \" \").map {{ $0.{'capitalized' if all(ch.isalpha() or ch == ' ' for ch in w) else 'uppercased()'} }}.joined(separator: \" \")")
    if shape == 27:
        return "", pick(rng, f"{s}.components(separatedBy: .whitespaces)", f"{s}.components(separatedBy: \",\").count",
                        f"{s}.uppercased().hasPrefix({swift_str(sub_of(rng, w).upper())})")
    if shape in (28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39):  # String(format:)
        fmt, args = "", []
        for _ in range(rng.randint(1, 3)):
            lead = pick(rng, "", "", "x=", " ", "[", "| ", "é ")
            spec, arg = fmt_spec(rng)
            fmt += lead + spec
            if arg is not None:
                args.append(arg)
        fmt += pick(rng, "", "", "]", " end", "%%")
        a = "".join(", " + x for x in args)
        return "", f"String(format: {swift_str(fmt)}{a})"
    if shape == 40:
        return "", pick(rng, f"{s}.isEmpty ? \"empty\" : {s}", f"{s}.count > {n} ? \"long\" : \"short\"")
    if shape == 41:
        return "", pick(rng, f"{s}.index({s}.startIndex, offsetBy: min({n}, {s}.count)) == {s}.endIndex",
                        f"String({s}.prefix(while: {{ $0 != \" \" }}))", f"String({s}.drop(while: {{ $0 == \" \" }}))")
    if shape == 42:
        return "", f"\"\\({s})\".{pick(rng, 'count', 'uppercased()')}"
    if shape == 43:
        return "", pick(rng, "\"\\(1)\\(2)\\(3)\"", f"\"a\\(\"b\\({n})c\")d\"", f"\"\\({n})\\t|\"", f"\"x\" + \"\\u{{41}}\"", "\"\\u{1F600}\".count",
                        "#\"raw \\(1)\"#", "#\"raw \\#(1 + 1)\"#", "\"ab\" + \"\\\\\" + \"c\"")
    if shape == 44:
        return "", pick(rng, f"{s}.lowercased().sorted()", f"Set({s}).count", f"{s}.unicodeScalars.map {{ $0.value }}",
                        f"{s}.utf8.map {{ $0 }}", f"Array({s}.utf8).count")
    if shape == 45:
        return "", pick(rng, "String(3.0)", "String(0.1 + 0.2)", "String(true)", f"String({n})", "String(Float(1) / 3)",
                        "String(Character(\"x\"))", f"String([{n}].count)", "String(\"é\".count)", "String(1e16)")
    if shape == 46:
        return "", f"{s}.localizedCaseInsensitiveContains({swift_str(sub_of(rng, w).upper())})" if rng.random() < 0.5 else \
            f"{s}.caseInsensitiveCompare({s2}) == .orderedSame"
    if shape == 47:
        return "", pick(rng, f"{s}.range(of: {swift_str(sub_of(rng, w))}) != nil", f"{s}.contains({swift_str(sub_of(rng, w).upper())})")
    if shape == 48:
        plain = all(ch.isalpha() or ch == " " for ch in w)
        return "", pick(rng, f"{s}.appending({s2})", f"{s}.appending(\"!\").count", f"{s}.lowercased().{'capitalized' if plain else 'uppercased()'}")
    return "", pick(rng, f"{s}.split(separator: \" \").reversed().joined(separator: \" \")", f"{s}.uppercased().lowercased()",
                    f"{s}.description.count")


# ---------------------------------------------------------------------------------------------------------------
# collections

@family("collections")
def fam_collections(rng):
    xs = int_array(rng)
    ys = int_array(rng)
    X, Y = arr_lit(xs), arr_lit(ys)
    k = rng.randint(0, 6)
    decl_x = pick(rng, f"let xs§ = {X}", f"let xs§: [Int] = {X}", f"var xs§ = {X}") if xs else pick(rng, "let xs§: [Int] = []", "let xs§ = [Int]()")
    decl_y = f"let ys§ = {Y}" if ys else "let ys§: [Int] = []"
    shape = rng.randint(0, 44)
    if shape == 0:
        return decl_x, pick(rng, f"xs§.map {{ $0 * {k} }}", f"xs§.filter {{ $0 % 2 == 0 }}", f"xs§.filter {{ $0 > {k} }}",
                            "xs§.reduce(0, +)", f"xs§.reduce({k}) {{ $0 * 2 + $1 }}", "xs§.map { $0 - 5 }.map(abs)",
                            "xs§.reduce(into: 0) { $0 += $1 * $1 }", "xs§.map(String.init)")
    if shape == 1:
        return decl_x, pick(rng, "xs§.sorted()", "xs§.sorted(by: >)", "xs§.sorted { $0 > $1 }", "xs§.sorted().reversed()",
                            "Array(xs§.sorted().reversed())", "xs§.sorted(by: <).first")
    if shape == 2:
        return decl_x, pick(rng, "xs§.first", "xs§.last", "xs§.min()", "xs§.max()", "xs§.first ?? -1", "xs§.count", "xs§.isEmpty",
                            "xs§.last.map { $0 * 2 }", "xs§.min() ?? 0")
    if shape == 3:
        return decl_x, f"xs§.{pick(rng, 'prefix', 'suffix', 'dropFirst', 'dropLast')}({k})"
    if shape == 4:
        return decl_x, pick(rng, "xs§.reversed()", "Array(xs§.reversed())", "xs§.reversed().map { $0 }", "xs§.reversed().first")
    if shape == 5:
        return decl_x, pick(rng, f"xs§.contains({k})", f"xs§.firstIndex(of: {k})", f"xs§.lastIndex(of: {k})",
                            f"xs§.firstIndex(where: {{ $0 > {k} }})", f"xs§.allSatisfy {{ $0 < {k + 4} }}",
                            f"xs§.contains(where: {{ $0 == {k} }})", f"xs§.first(where: {{ $0 > {k} }})", f"xs§.last(where: {{ $0 < {k} }})")
    if shape == 6:
        return decl_x, pick(rng, "xs§.enumerated().map { $0.offset * $0.element }", "Array(xs§.enumerated())",
                            "xs§.enumerated().map { \"\\($0):\\($1)\" }", "xs§.enumerated().filter { $0.offset % 2 == 0 }.map(\\.element)",
                            "xs§.enumerated().first")
    if shape == 7:
        return f"{decl_x}\n{decl_y}", pick(rng, "zip(xs§, ys§).map { $0 + $1 }", "zip(xs§, ys§).map(*)", "Array(zip(xs§, ys§))",
                                               "zip(xs§, ys§).map { $0 }.count", "xs§ + ys§", "zip(xs§, ys§).map { $0 }.first",
                                               "zip(xs§, ys§).filter { $0 < $1 }.map { $1 }")
    if shape == 8:
        if len(xs) < 2:
            raise Reject
        d = rng.randint(1, len(xs) - 1)
        i = rng.randint(d, len(xs) - 1)
        return decl_x, pick(rng, f"xs§.dropFirst({d})[{i}]", f"xs§.dropFirst({d}).first", f"xs§.dropFirst({d}).startIndex",
                            f"xs§.dropFirst({d}).indices", f"xs§.suffix({len(xs) - d})[{i}]", f"xs§[{d}...].first",
                            f"xs§[{d}...][{i}]", f"xs§.dropFirst({d}).firstIndex(of: {xs[i]})", f"xs§.dropFirst({d}).enumerated().map {{ $0.offset }}")
    if shape == 9:
        if len(xs) < 3:
            raise Reject
        i = rng.randint(0, len(xs) - 2)
        j = rng.randint(i, len(xs) - 1)
        return decl_x, pick(rng, f"xs§[{i}..<{j}]", f"xs§[{i}...{j}]", f"xs§[{i}...{j}].startIndex", f"Array(xs§[{i}...{j}])",
                            f"xs§[{i}...{j}].count", f"xs§.prefix({j}).indices", "xs§.indices", f"xs§[{i}...{j}].last",
                            f"xs§[{j}]", f"xs§.prefix(upTo: {j})", f"xs§.suffix(from: {i})")
    if shape == 10:
        return decl_x, pick(rng, "xs§.compactMap { $0 % 2 == 0 ? $0 : nil }", f"[[{k}], xs§, [1, 2]].flatMap {{ $0 }}",
                            "xs§.map(String.init).joined(separator: \",\")", "xs§.map { [$0, $0] }", "Array([xs§, [9]].joined())",
                            "xs§.flatMap { [$0, -$0] }.count")
    if shape == 11:
        return f"{decl_x}\n{decl_y}", pick(rng, "Set(xs§).count", f"Set(xs§).contains({k})", "Set(xs§).sorted()",
                                               "Set(xs§).isSubset(of: Set(ys§))", "Set(xs§).intersection(ys§).sorted()",
                                               "Set(xs§).union(ys§).count", "Set(xs§).subtracting(ys§).sorted()",
                                               "Set(xs§) == Set(ys§)", "Set(xs§).isEmpty", "Set(xs§).symmetricDifference(ys§).sorted()",
                                               "Set([1])", "Set([String]())")
    if shape == 12:
        a = rng.randint(-5, 5)
        b = a + rng.randint(0, 8)
        b = b if b >= 0 else f"({b})"
        return "", pick(rng, f"Array({a}..<{b})", f"Array({a}...{b})", f"({a}..<{b}).count", f"({a}...{b}).contains({k})",
                        f"({a}..<{b}).reversed().map {{ $0 }}", f"({a}..<{b}).map {{ $0 * $0 }}", f"({a}...{b}).reduce(0, +)",
                        f"({a}..<{b}).isEmpty", f"({a}...{b}).lowerBound", f"({a}..<{b}).last", f"({a}..<{b}).first",
                        f"({a}...{b}).count", f"({a}..<{b}).clamped(to: 0..<3)", f"({a}...{b}).filter {{ $0 % 3 == 0 }}",
                        f"({a}..<{b}).contains({b})", f"Array(({a if a >= 0 else f'({a})'}...).prefix(3))")
    if shape == 13:
        a, b = rng.randint(-5, 10), rng.randint(-5, 20)
        s = rng.choice([1, 2, 3, 5, -1, -2, -3])
        return "", pick(rng, f"Array(stride(from: {a}, to: {b}, by: {s}))", f"Array(stride(from: {a}, through: {b}, by: {s}))",
                        f"stride(from: {a}, to: {b}, by: {s}).map {{ $0 * 2 }}", f"stride(from: {a}, through: {b}, by: {s}).reduce(0, +)")
    if shape == 14:
        a = pick(rng, "0.0", "0", "1.0", "-1.0", "0.5", "10")
        b = pick(rng, "1.0", "1", "2.0", "0.0", "3")
        s = pick(rng, "0.1", "0.25", "0.2", "0.3", "-0.1", "0.5", "1.0 / 3.0", "0.7")
        return "", pick(rng, f"Array(stride(from: {a}, to: {b}, by: {s}))", f"Array(stride(from: {a}, through: {b}, by: {s}))",
                        f"stride(from: {a}, through: {b}, by: {s}).map {{ $0 }}.count", f"stride(from: {a}, to: {b}, by: {s}).reduce(0, +)",
                        f"stride(from: {a}, through: {b}, by: {s}).map {{ $0 * 10 }}")
    if shape in (15, 16, 17):
        keys = rng.sample(["a", "b", "c", "d", "e"], rng.randint(1, 4))
        vals = [rng.randint(-3, 9) for _ in keys]
        D = "[" + ", ".join(f"{swift_str(kk)}: {v}" for kk, v in zip(keys, vals)) + "]"
        q = rng.choice(["a", "b", "z"])
        return pick(rng, f"let d§ = {D}", f"var d§: [String: Int] = {D}"), pick(
            rng, f"d§[\"{q}\"]", f"d§[\"{q}\", default: 0]", f"d§[\"{q}\"] ?? -1", "d§.count", "d§.keys.sorted()", "d§.values.sorted()",
            f"d§.mapValues {{ $0 * 2 }}[\"{q}\"]", "d§.filter { $0.value > 1 }.count", "d§.sorted { $0.key < $1.key }.map { $0.value }",
            "d§.sorted { $0.key < $1.key }.map(\\.key)", "d§.reduce(0) { $0 + $1.value }", "d§.isEmpty", "d§.contains { $0.value == 2 }",
            f"d§.keys.contains(\"{q}\")", "d§.values.reduce(0, +)", "d§.sorted(by: { $0.key > $1.key }).first!.key",
            f"d§.compactMapValues {{ $0 > 2 ? $0 : nil }}[\"{q}\"]", "d§.sorted { $0.key < $1.key }.first", "d§.keys.count",
            f"d§[\"{q}\"].map {{ $0 + 1 }}", "d§.max { $0.value < $1.value }?.value", "d§.min { $0.key < $1.key }!.key")
    if shape == 18:
        m = rng.randint(2, 4)
        return decl_x, pick(rng, f"Dictionary(grouping: xs§, by: {{ $0 % {m} }}).count", f"Dictionary(grouping: xs§, by: {{ $0 % {m} }})[0]",
                            f"Dictionary(grouping: xs§, by: {{ $0 % {m} }}).keys.sorted()",
                            "Dictionary(uniqueKeysWithValues: zip([\"a\", \"b\"], [1, 2]))[\"b\"]",
                            "Dictionary(xs§.map { ($0, 1) }, uniquingKeysWith: +).count",
                            f"Dictionary(xs§.map {{ ($0 % {m}, $0) }}, uniquingKeysWith: {{ $0 + $1 }})[1]")
    if shape in (19, 20, 21):
        ops = []
        for _ in range(rng.randint(1, 4)):
            ops.append(rng.choice([
                f"a.append({k})", f"a.insert({k}, at: 0)", "if !a.isEmpty { a.remove(at: 0) }", "if !a.isEmpty { a.removeLast() }",
                "if !a.isEmpty { a.removeFirst() }", "a.sort()", "a.reverse()", f"a += [{k}, {k + 1}]", "if !a.isEmpty { a[0] += 10 }",
                f"a.removeAll {{ $0 > {k} }}", "if a.count > 1 { a.swapAt(0, 1) }", f"a.append(contentsOf: [{k}])",
                "a = a.map { $0 * 2 }", "if a.count > 2 { a.removeSubrange(0..<2) }", f"a.insert({k}, at: a.count)",
                "if !a.isEmpty { a[a.count - 1] = 0 }", "a.sort(by: >)", "if !a.isEmpty { _ = a.popLast() }"]))
        return decl_x, "{ () -> String in var a = xs§; " + "; ".join(ops) + "; return \"\\(a)\" }()"
    if shape == 22:
        q = rng.choice(["a", "b", "z"])
        ops = rng.sample([f"d[\"{q}\"] = 5", "d[\"a\"] = nil", f"d[\"{q}\", default: 0] += 1", "d[\"b\"]? += 3",
                          "d.removeValue(forKey: \"b\")", "d.merge([\"c\": 7]) { $1 }", "d[\"c\"] = (d[\"c\"] ?? 0) * 2"], rng.randint(1, 3))
        return "let d§ = [\"a\": 1, \"b\": 2]", "{ () -> String in var d = d§; " + "; ".join(ops) + "; return \"\\(d.sorted { $0.key < $1.key }.map { \"\\($0.key)=\\($0.value)\" })\" }()"
    if shape == 23:
        return decl_x, pick(rng, f"{{ () -> String in var s = Set(xs§); let r = s.insert({k}); return \"\\(r.inserted) \\(s.count)\" }}()",
                            f"{{ () -> String in var s = Set(xs§); s.remove({k}); return \"\\(s.sorted())\" }}()")
    if shape == 24:
        names = rng.sample(["Ann", "bob", "Carla", "dave", "Eve", "Zed", "amy", "Bo"], rng.randint(0, 5))
        N = str_arr_lit(names)
        return f"let names§: [String] = {N}", pick(rng, "names§.sorted()", "names§.map { $0.count }", "names§.filter { $0.hasPrefix(\"B\") }",
                                         "names§.max(by: { $0.count < $1.count })", "names§.min(by: { $0.count < $1.count })",
                                         "names§.sorted { $0.lowercased() < $1.lowercased() }", "names§.sorted { $0.count < $1.count }",
                                         "names§.joined(separator: \", \")", "names§.map { $0.uppercased() }.sorted(by: >)",
                                         "names§.first(where: { $0.count > 3 })", "names§.map(\\.count).reduce(0, +)", "names§.sorted().last",
                                         "names§.contains(\"Eve\")", "names§.firstIndex(of: \"Zed\")", "names§.sorted(by: >)",
                                         "names§.sorted { ($0.count, $0) < ($1.count, $1) }")
    if shape == 25:
        return decl_x, pick(rng, f"xs§.prefix(while: {{ $0 < {k} }})", f"xs§.drop(while: {{ $0 < {k} }})", f"xs§.split(separator: {k})",
                            "xs§.elementsEqual(xs§.sorted())", "xs§.starts(with: [1])", "xs§.max(by: { $0 % 3 < $1 % 3 })",
                            "xs§.min(by: { $0 % 3 < $1 % 3 })", "xs§.sorted { $0 % 3 < $1 % 3 }")
    if shape == 26:
        return decl_x, pick(rng, "xs§.lazy.map { $0 * 2 }.filter { $0 > 4 }.first", "Array(xs§.lazy.filter { $0 > 2 })",
                            "xs§.indices.map { xs§[$0] * $0 }", "xs§.indices.last", "xs§.endIndex", "xs§.startIndex")
    if shape == 27:
        m = [int_array(rng, n=rng.randint(0, 3)) for _ in range(rng.randint(0, 3))]
        M = "[" + ", ".join(arr_lit(r) for r in m) + "]"
        return f"let m§: [[Int]] = {M}", pick(rng, "m§", "m§.map { $0.count }", "m§.flatMap { $0 }", "m§.joined().map { $0 }",
                                             "m§.map { $0.reduce(0, +) }", "m§.filter { !$0.isEmpty }.count", "m§.first?.first",
                                             "m§.compactMap { $0.first }", "m§.map { $0.sorted() }")
    if shape == 28:
        return decl_x, pick(rng, "xs§.filter { $0 > 3 }.count",
                            "xs§.reduce(1, *)" if len(xs) < 8 else "xs§.reduce(0, -)", "xs§.map { Double($0) / 2 }",
                            "xs§.map { $0 / 2 }", "xs§.reduce(0, +) / max(xs§.count, 1)", "Double(xs§.reduce(0, +)) / Double(max(xs§.count, 1))")
    if shape == 29:
        return decl_x, pick(rng, "xs§.shuffled().count", "xs§.sorted().map { $0 }.first", "xs§ == xs§.sorted()", "xs§ == [1, 2]",
                            "xs§ != []", "[xs§, xs§].count")
    if shape == 30:
        c = pick(rng, "[\"a\", \"b\"]", "[\"x\"]", "[String]()")
        return "", pick(rng, f"{c}.joined(separator: \"+\")", f"{c}.map {{ $0 + \"!\" }}", f"{c}.first", f"{c}.count",
                        f"{c}.enumerated().map {{ \"\\($0.offset)\\($0.element)\" }}")
    if shape == 31:
        return decl_x, pick(rng, "Array(xs§.prefix(2))", "xs§.prefix(2) + xs§.suffix(1)", "xs§.dropFirst().map { $0 }",
                            "Array(xs§.dropLast(2))", "xs§.dropFirst().dropLast()", "xs§.suffix(2).first")
    if shape == 32:
        return "", pick(rng, f"(1...{rng.randint(1, 6)}).map {{ String(repeating: \"*\", count: $0) }}",
                        f"(0..<{rng.randint(0, 5)}).map {{ _ in 0 }}", f"Array(repeating: {k}, count: {rng.randint(0, 4)})",
                        f"[Int](repeating: 1, count: {rng.randint(0, 4)}).reduce(0, +)")
    if shape == 33:
        return decl_x, pick(rng, "xs§.isEmpty ? nil : xs§[0]", "xs§.count > 1 ? xs§[1] : -1", "xs§.randomElement() != nil")
    if shape == 34:
        return f"{decl_x}\n{decl_y}", pick(rng, "xs§.filter { ys§.contains($0) }", "xs§.map { x in ys§.filter { $0 < x }.count }",
                                               "zip(xs§, ys§).map { max($0, $1) }", "zip(xs§.indices, ys§).map { $0 + $1 }")
    if shape == 35:
        return decl_x, pick(rng, "xs§.sorted().dropFirst().first", "xs§.sorted()[xs§.count / 2]" if xs else "xs§.count",
                            "Array(Set(xs§)).sorted()", "xs§.sorted().suffix(2)")
    if shape == 36:
        return decl_x, pick(rng, "xs§.indices.contains(2)", "xs§.firstIndex(of: xs§.max() ?? 0)", "stride(from: 0, to: xs§.count, by: 2).map { xs§[$0] }")
    if shape == 37:
        return "", pick(rng, "(1...3).map { ($0, $0 * $0) }", "[(1, \"a\"), (2, \"b\")].map { $0.1 }", "[(1, \"a\"), (2, \"b\")].first!.0",
                        "[(x: 1, y: 2)].map { $0.x + $0.y }", "[(1, 2), (3, 4)].map { $0 + $1 }")
    if shape == 38:
        return decl_x, pick(rng, "xs§.map { $0 % 3 == 0 ? \"fizz\" : String($0) }", "xs§.map { $0 > 4 }", "xs§.map { Optional($0) }",
                            "xs§.map { $0 == 0 ? nil : $0 }", "xs§.map { [$0] }.first")
    if shape == 39:
        return decl_x, pick(rng, "xs§.reduce(\"\") { $0 + String($1) }", "xs§.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }.count",
                            "xs§.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }")
    if shape == 40:
        return decl_x, f"xs§.suffix({k}).indices"
    if shape == 41:
        return decl_x, pick(rng, "xs§.dropLast().last", "xs§.dropFirst().dropFirst().first", "xs§.prefix(3).last", "xs§.suffix(3).first")
    if shape == 42:
        return "", pick(rng, "[1, 2, 3][1...]", "[1, 2, 3].dropFirst()", "[1, 2, 3].dropFirst()[1]", "[1, 2, 3][1...].startIndex",
                        "Array([1, 2, 3][1...])[0]", "[1, 2, 3].prefix(0)", "[3, 1, 2].sorted()[0]")
    if shape == 43:
        return "", pick(rng, "[1: \"a\"][1]", "[\"k\": [1, 2]][\"k\"]?.count", "[\"k\": [1, 2]][\"k\", default: []].first",
                        "[String: Int]().isEmpty", "[\"a\": 1].first", "[\"a\": 1].first?.key", "[\"a\": 1].map { $0.value }")
    return decl_x, pick(rng, "xs§.map { $0 }.description", "xs§.description", "String(describing: xs§)", "\"\\(xs§)\".count")


# ---------------------------------------------------------------------------------------------------------------
# structs and enums

@family("structs-enums")
def fam_structs_enums(rng):
    a, b, c = rng.randint(-5, 12), rng.randint(0, 12), rng.randint(1, 9)
    nm = swift_str(word(rng))
    shape = rng.randint(0, 29)
    if shape in (0, 1):
        d = ("struct R§ {\n    var w: Int\n    var h: Int = " + str(c) + "\n    let kind = \"rect\"\n"
             "    var area: Int { w * h }\n    var perimeter: Int { return 2 * (w + h) }\n"
             "    func scaled(by k: Int) -> R§ { R§(w: w * k, h: h * k) }\n"
             "    mutating func grow() { w += 1; h += 1 }\n}")
        return d, pick(rng, f"R§(w: {a}, h: {b})", f"R§(w: {a})", f"R§(w: {a}, h: {b}).area", f"R§(w: {a}).perimeter",
                       f"R§(w: {a}, h: {b}).scaled(by: {c})", f"R§(w: {a}).scaled(by: 2).area", f"R§(w: {a}).kind",
                       f"{{ () -> String in var r = R§(w: {a}, h: {b}); r.grow(); r.w += {c}; return \"\\(r)\" }}()",
                       f"{{ () -> String in var r = R§(w: {a}); let s = r; r.grow(); return \"\\(s.area) \\(r.area)\" }}()",
                       f"[R§(w: {a}), R§(w: {b})].map(\\.area)", f"[R§(w: {a}), R§(w: {b})].map {{ $0.area }}.reduce(0, +)")
    if shape in (2, 3):
        raw = [None] * 4
        vals, cur = [], 0
        parts = []
        for i, cn in enumerate(["a", "b", "c", "d"]):
            if rng.random() < 0.35:
                cur = rng.randint(-3, 20)
                parts.append(f"{cn} = {cur}")
            else:
                parts.append(cn)
            vals.append(cur)
            cur += 1
        if len(set(vals)) < 4:
            raise Reject
        d = f"enum E§: Int, CaseIterable {{ case {', '.join(parts)} }}"
        v = rng.choice(vals + [99])
        return d, pick(rng, f"E§.{rng.choice('abcd')}.rawValue", f"E§(rawValue: {v})", f"E§(rawValue: {v}) == .b",
                       f"E§(rawValue: {v})?.rawValue", "E§.allCases.count", "E§.allCases.map { $0.rawValue }",
                       "E§.allCases.map { \"\\($0)\" }", "E§.allCases", "E§.allCases.last", f"E§(rawValue: {v}) ?? .a",
                       "E§.allCases.firstIndex(of: .c)", "E§.allCases.map(\\.rawValue).reduce(0, +)")
    if shape == 4:
        d = "enum S§: String, CaseIterable { case north, south = \"S\", eastWest, `default` }"
        return d, pick(rng, "S§.north.rawValue", "S§.south.rawValue", "S§.eastWest.rawValue", "S§.default.rawValue", "S§.default",
                       "S§(rawValue: \"S\")", "S§(rawValue: \"south\")", "S§.allCases.map(\\.rawValue)", "S§(rawValue: \"north\")!",
                       "S§.allCases.map { \"\\($0)\" }.joined(separator: \" \")")
    if shape in (5, 6):
        d = ("enum L§ { case low, mid, high\n    var label: String {\n        switch self {\n        case .low: return \"L\"\n"
             "        case .mid: return \"M\"\n        case .high: return \"H\"\n        }\n    }\n"
             "    var next: L§ { switch self { case .low: .mid; case .mid: .high; case .high: .low } }\n"
             "    static func from(_ n: Int) -> L§ {\n        switch n {\n        case ..<3: return .low\n"
             "        case 3..<7: return .mid\n        default: return .high\n        }\n    }\n}")
        return d, pick(rng, "L§.low.label", "L§.high.next", "L§.mid.next.next.label", f"L§.from({a})", f"L§.from({a}).label",
                       f"L§.from({a}) == .mid", f"[{a}, {b}, {c}].map {{ L§.from($0).label }}.joined()", "L§.low",
                       f"L§.from({a}).next", f"{{ () -> String in let l = L§.from({a}); if l == .low {{ return \"lo\" }}; return l.label }}()")
    if shape in (7, 8):
        d = ("enum Shape§ {\n    case circle(r: Int)\n    case rect(w: Int, h: Int)\n    case dot\n"
             "    var area: Int {\n        switch self {\n        case .circle(let r): return 3 * r * r\n"
             "        case let .rect(w, h): return w * h\n        case .dot: return 0\n        }\n    }\n"
             "    var name: String {\n        switch self {\n        case .circle(let r) where r > 5: return \"big circle\"\n"
             "        case .circle: return \"circle\"\n        case .rect(let w, let h) where w == h: return \"square\"\n"
             "        case .rect: return \"rect\"\n        case .dot: return \"dot\"\n        }\n    }\n}")
        sh = pick(rng, f"Shape§.circle(r: {b})", f"Shape§.rect(w: {b}, h: {c})", "Shape§.dot", f"Shape§.rect(w: {c}, h: {c})")
        return d, pick(rng, sh, f"{sh}.area", f"{sh}.name", f"[{sh}, .dot].map(\\.area)",
                       f"{{ () -> String in if case .rect(let w, _) = {sh} {{ return \"w\\(w)\" }}; return \"no\" }}()",
                       f"{{ () -> String in if case let .circle(r) = {sh}, r > 2 {{ return \"r\\(r)\" }}; return \"no\" }}()",
                       f"{{ () -> String in switch {sh} {{ case .circle(let r): return \"c\\(r)\"; case .rect(w: let w, h: let h): return \"\\(w)x\\(h)\"; case .dot: return \".\" }} }}()",
                       f"[{sh}]")
    if shape in (9, 10):
        cust = rng.random() < 0.5
        d = "struct Q§: Equatable {\n    var a: Int\n    var b: String\n"
        if cust:
            d += "    static func == (l: Q§, r: Q§) -> Bool { l.a == r.a }\n"
        d += "}"
        a2 = pick(rng, a, a + 1)
        return d, pick(rng, f"Q§(a: {a}, b: \"x\") == Q§(a: {a2}, b: \"{pick(rng, 'x', 'y')}\")",
                       f"Q§(a: {a}, b: \"x\") != Q§(a: {a2}, b: \"{pick(rng, 'x', 'y')}\")",
                       f"[Q§(a: {a}, b: \"x\")].contains(Q§(a: {a2}, b: \"y\"))",
                       f"[Q§(a: 1, b: \"x\"), Q§(a: {a}, b: \"z\")].firstIndex(of: Q§(a: {a2}, b: \"z\"))")
    if shape == 11:
        d = ("struct V§: Comparable {\n    var n: Int\n    var tag: String\n"
             "    static func < (l: V§, r: V§) -> Bool { l.n < r.n }\n}")
        return d, pick(rng, f"V§(n: {a}, tag: \"a\") < V§(n: {b}, tag: \"b\")", f"[V§(n: {a}, tag: \"a\"), V§(n: {b}, tag: \"b\")].sorted().map(\\.tag)",
                       f"[V§(n: {a}, tag: \"a\"), V§(n: {b}, tag: \"b\")].max()!.tag", f"V§(n: {a}, tag: \"a\") == V§(n: {a}, tag: \"b\")",
                       f"max(V§(n: {a}, tag: \"a\"), V§(n: {b}, tag: \"b\")).tag", f"V§(n: {a}, tag: \"a\") >= V§(n: {b}, tag: \"b\")")
    if shape == 12:
        d = ("struct O§ {\n    struct Inner { var v: Int; var doubled: Int { v * 2 } }\n    enum Mode { case on, off }\n"
             "    var inner: Inner\n    var mode: Mode = .on\n    static let zero = O§(inner: Inner(v: 0))\n"
             "    static func make(_ v: Int) -> O§ { O§(inner: Inner(v: v), mode: v > 3 ? .on : .off) }\n}")
        return d, pick(rng, f"O§.make({a}).inner.doubled", f"O§.make({a}).mode", "O§.zero.inner.v", f"O§.make({a})", "O§.zero",
                       f"O§.make({a}).inner", f"O§.Inner(v: {a}).doubled", f"O§.make({a}).mode == .on")
    if shape == 13:
        d = ("struct C§ {\n    let v: Int\n    let label: String\n"
             "    init(_ v: Int) { self.v = v * 2; self.label = \"n\\(v)\" }\n    init(label: String) { self.init(label.count); }\n}")
        return d, pick(rng, f"C§({a}).v", f"C§({a}).label", f"C§(label: {nm}).v", f"C§({a})", f"C§(label: {nm}).label")
    if shape == 14:
        d = "final class K§ {\n    var n = 0\n    var log: [String] = []\n    func add(_ x: Int) { n += x; log.append(\"+\\(x)\") }\n}"
        return d, pick(rng, f"{{ () -> String in let k = K§(); let j = k; j.add({a}); k.add({b}); return \"\\(k.n) \\(k.log)\" }}()",
                       f"{{ () -> String in let ks = [K§(), K§()]; ks[0].add({a}); return \"\\(ks.map(\\.n))\" }}()",
                       f"{{ () -> String in let k = K§(); for i in 0..<{c} {{ k.add(i) }}; return \"\\(k.n)\" }}()")
    if shape == 15:
        return "struct P§ { var x = 0; var y = 0 }", pick(
            rng, f"{{ () -> String in var a = P§(); var b = a; b.x = {a}; a.y = {b}; return \"\\(a) \\(b)\" }}()",
            "P§()", f"P§(x: {a})", f"P§(y: {b})", f"P§(x: {a}, y: {b})")
    if shape == 16:
        d = ("protocol Named§ { var name: String { get } }\nextension Named§ { var greeting: String { \"Hi \" + name } }\n"
             "struct Dog§: Named§ { var name: String }\nstruct Cat§: Named§ { var name: String; var greeting: String { \"Meow\" } }")
        return d, pick(rng, f"Dog§(name: {nm}).greeting", f"Cat§(name: {nm}).greeting", f"(Cat§(name: {nm}) as Named§).greeting",
                       f"[Dog§(name: {nm}) as Named§, Cat§(name: \"c\")].map(\\.greeting)")
    if shape == 17:
        d = "enum T§: Int { case a = 1, b = 2, c = 4\n    static func + (l: T§, r: T§) -> Int { l.rawValue + r.rawValue } }"
        return d, pick(rng, "T§.a + T§.c", "T§.b + .b", "T§(rawValue: 3)", "T§(rawValue: 4)")
    if shape == 18:
        d = "struct S§ { var items: [Int]\n    var total: Int { items.reduce(0, +) }\n    var isEmpty: Bool { items.isEmpty }\n    subscript(i: Int) -> Int { items[i] } }"
        xs = int_array(rng, n=rng.randint(1, 5))
        return d, pick(rng, f"S§(items: {arr_lit(xs)}).total", f"S§(items: {arr_lit(xs)})[0]", f"S§(items: {arr_lit(xs)})",
                       f"S§(items: []).isEmpty", f"S§(items: {arr_lit(xs)}).items.count")
    if shape == 19:
        d = "enum Op§ { case add, sub, mul\n    func apply(_ a: Int, _ b: Int) -> Int { switch self { case .add: a + b; case .sub: a - b; case .mul: a * b } } }"
        return d, pick(rng, f"Op§.{pick(rng, 'add', 'sub', 'mul')}.apply({a}, {b})", f"[Op§.add, .sub, .mul].map {{ $0.apply({a}, {b}) }}")
    if shape == 20:
        d = "struct G§ { static var count = 0\n    static let names = [\"a\", \"b\"]\n    static var first: String { names[0] } }"
        return d, pick(rng, "G§.names", "G§.first", "G§.count", "G§.names.count", "{ () -> String in G§.count += 2; return \"\\(G§.count)\" }()")
    if shape == 21:
        d = "struct Tmp§ { var c: Double\n    var f: Double { c * 9 / 5 + 32 }\n    var k: Double { get { c + 273.15 } set { c = newValue - 273.15 } } }"
        return d, pick(rng, f"Tmp§(c: {a}).f", f"Tmp§(c: {a}).k", f"{{ () -> String in var t = Tmp§(c: 0); t.k = {b}; return \"\\(t.c)\" }}()",
                       f"Tmp§(c: {a})")
    if shape == 22:
        d = "enum Cmp§: Comparable { case low, mid, high }"
        return d, pick(rng, "Cmp§.low < .high", "[Cmp§.high, .low, .mid].sorted()", "[Cmp§.high, .low].max()!", "Cmp§.mid > .high",
                       "[Cmp§.high, .low, .mid].sorted().map { \"\\($0)\" }")
    if shape == 23:
        d = "struct W§: Hashable { var id: Int; var name: String }"
        return d, pick(rng, f"Set([W§(id: 1, name: \"a\"), W§(id: 1, name: \"a\"), W§(id: {a}, name: \"b\")]).count",
                       f"[W§(id: {a}, name: \"a\"): 1][W§(id: {a}, name: \"a\")]", f"W§(id: {a}, name: \"q\") == W§(id: {b}, name: \"q\")")
    if shape == 24:
        d = "struct Box§<T> { var value: T\n    func map<U>(_ f: (T) -> U) -> Box§<U> { Box§<U>(value: f(value)) } }"
        return d, pick(rng, f"Box§(value: {a}).map {{ $0 * 2 }}.value", f"Box§(value: {nm}).map {{ $0.count }}.value",
                       f"Box§(value: {a})", f"Box§(value: {nm})")
    if shape == 25:
        d = "enum Tree§ { case leaf(Int)\n    indirect case node(Tree§, Tree§)\n    var sum: Int { switch self { case .leaf(let v): return v; case let .node(l, r): return l.sum + r.sum } } }"
        return d, pick(rng, f"Tree§.node(.leaf({a}), .node(.leaf({b}), .leaf({c}))).sum", f"Tree§.leaf({a}).sum", f"Tree§.leaf({a})")
    if shape == 26:
        return "", pick(rng, f"({a}, \"a\") < ({a}, \"b\")", f"({a}, {b}) == ({a}, {b})", f"({a}, {b}) > ({b}, {a})", f"(1, 2, 3) <= (1, 2, {c})")
    if shape == 27:
        d = "extension Int { var squared§: Int { self * self }\n    func times§(_ f: () -> String) -> String { String(repeating: f(), count: self) } }"
        return d, pick(rng, f"{b}.squared§", f"({a}).squared§", f"{c % 4}.times§ {{ \"ab\" }}")
    if shape == 28:
        d = "enum Status§: String { case active = \"Active\", inactive\n    var isOn: Bool { self == .active } }"
        return d, pick(rng, "Status§.active.isOn", "Status§.inactive.rawValue", "Status§(rawValue: \"Active\")?.isOn", "Status§.inactive")
    d = "struct Acc§ { private(set) var balance = 0\n    mutating func deposit(_ x: Int) { balance += x }\n    var isRich: Bool { balance > 10 } }"
    return d, f"{{ () -> String in var a = Acc§(); a.deposit({a}); a.deposit({b}); return \"\\(a.balance) \\(a.isRich)\" }}()"


# ---------------------------------------------------------------------------------------------------------------
# optionals and closures

@family("optionals-closures")
def fam_optionals_closures(rng):
    a, b, c = rng.randint(-5, 12), rng.randint(0, 12), rng.randint(1, 9)
    ov = pick(rng, "nil", str(a))
    sv = pick(rng, "nil", swift_str(word(rng)))
    shape = rng.randint(0, 31)
    if shape == 0:
        return f"let o§: Int? = {ov}", pick(rng, f"o§ ?? {b}", f"o§ ?? {b} + {c}", f"(o§ ?? {b}) + {c}", "o§", "o§ != nil",
                                            f"o§ == {a}", f"o§ ?? o§ ?? {c}", f"o§ ?? 0 > {b}", "o§ == nil ? \"none\" : \"some\"")
    if shape == 1:
        return f"let o§: Int? = {ov}", pick(rng, f"o§.map {{ $0 * {c} }}", f"o§.flatMap {{ $0 > {b} ? $0 : nil }}",
                                            "o§.map(String.init) ?? \"-\"", "o§.map { \"v\\($0)\" } ?? \"none\"", f"o§.map {{ $0 + 1 }} ?? {b}")
    if shape == 2:
        return f"let s§: String? = {sv}", pick(rng, "s§?.count", "s§?.uppercased() ?? \"none\"", "s§?.first", "s§?.isEmpty",
                                               "s§ ?? \"\"", "(s§ ?? \"\").count", "s§?.count ?? 0", "s§?.split(separator: \" \").count",
                                               "s§.map { $0 + \"!\" }", "s§?.hasPrefix(\"a\") == true")
    if shape == 3:
        d = "struct In§ { var v: Int }\nstruct Out§ { var inner: In§?; var name: String? }"
        inn = pick(rng, "nil", f"In§(v: {a})")
        return (f"{d}\nlet p§: Out§? = {pick(rng, 'nil', f'Out§(inner: {inn}, name: {sv})')}",
                pick(rng, "p§?.inner?.v", "p§?.inner?.v ?? -1", "p§?.name?.count", "p§?.inner", "p§?.inner != nil", "p§?.name"))
    if shape == 4:
        t = pick(rng, "42", "-7", " 4", "+4", "4x", "", "0", "1_0", "12.5")
        return "", pick(rng, f"Int({swift_str(t)}) ?? -1", f"Int({swift_str(t)}).map {{ $0 * 2 }}", f"Double({swift_str(t)}) ?? 0",
                        f"[{swift_str(t)}, \"3\", \"x\"].compactMap {{ Int($0) }}", f"[{swift_str(t)}, \"3\"].map {{ Int($0) }}")
    if shape == 5:
        return f"let o§: Int? = {ov}", pick(rng,
                                            f"{{ () -> String in if let v = o§ {{ return \"v\\(v)\" }} else {{ return \"none\" }} }}()",
                                            f"{{ () -> String in if let o§ {{ return \"has \\(o§)\" }}; return \"nil\" }}()",
                                            f"{{ () -> String in guard let v = o§, v > {b} else {{ return \"small\" }}; return \"big \\(v)\" }}()",
                                            f"{{ () -> String in switch o§ {{ case .some(let v) where v > {b}: return \"gt\"; case .some(let v): return \"le\\(v)\"; case .none: return \"none\" }} }}()",
                                            f"{{ () -> String in if let v = o§, v % 2 == 0 {{ return \"even\" }}; return \"other\" }}()",
                                            f"{{ () -> String in if case let v? = o§ {{ return \"\\(v)\" }}; return \"-\" }}()")
    if shape == 6:
        return f"let add§ = {{ (a: Int, b: Int) -> Int in a + b }}", pick(rng, f"add§({a}, {b})", f"[{a}, {b}].reduce(0, add§)")
    if shape == 7:
        return f"let k§ = {c}\nlet mul§: (Int) -> Int = {{ $0 * k§ }}", pick(rng, f"mul§({a})", f"[{a}, {b}].map(mul§)", f"mul§(mul§({a}))")
    if shape == 8:
        return "func makeAdder§(_ n: Int) -> (Int) -> Int { { $0 + n } }", pick(rng, f"makeAdder§({a})({b})", f"[{a}, {b}].map(makeAdder§({c}))")
    if shape == 9:
        return ("func makeCounter§() -> () -> Int {\n    var c = 0\n    return { c += 1; return c }\n}",
                pick(rng, f"{{ () -> String in let f = makeCounter§(); for _ in 0..<{b} {{ _ = f() }}; return \"\\(f())\" }}()",
                     "{ () -> String in let f = makeCounter§(); let g = makeCounter§(); _ = f(); return \"\\(f()) \\(g())\" }()",
                     "{ () -> String in let f = makeCounter§(); let g = f; _ = f(); return \"\\(g())\" }()"))
    if shape == 10:
        return "", pick(rng, f"{{ () -> String in var x = {a}; let f = {{ [x] in x * 10 }}; x = {b}; return \"\\(f())\" }}()",
                        f"{{ () -> String in var x = {a}; let f = {{ x * 10 }}; x = {b}; return \"\\(f())\" }}()",
                        f"{{ () -> String in var c = 0; let inc = {{ c += {c} }}; inc(); inc(); return \"\\(c)\" }}()",
                        f"{{ () -> String in var fs: [() -> Int] = []; for i in 0..<3 {{ fs.append {{ i * {c} }} }}; return \"\\(fs.map {{ $0() }})\" }}()")
    if shape == 11:
        return f"func apply§(_ x: Int, _ f: (Int) -> Int) -> Int {{ f(x) }}", pick(rng, f"apply§({a}) {{ $0 * $0 }}", f"apply§({a}, {{ x in x - {b} }})",
                                                                                f"apply§({a}) {{ apply§($0) {{ $0 + {c} }} }}")
    if shape == 12:
        xs = int_array(rng)
        return f"let xs§: [Int] = {arr_lit(xs)}", pick(rng, "xs§.first?.description", "xs§.last.map { $0 + 1 }", "xs§.first ?? 9",
                                                "xs§.max().map { $0 * 2 } ?? 0", "xs§.first(where: { $0 > 5 })?.description ?? \"none\"",
                                                "xs§.isEmpty ? nil : xs§.count", "xs§.min()!" if xs else "xs§.min()")
    if shape == 13:
        d = "enum Err§: Error { case neg, big(Int) }\nfunc check§(_ x: Int) throws -> Int {\n    if x < 0 { throw Err§.neg }\n    if x > 10 { throw Err§.big(x) }\n    return x * 2\n}"
        return d, pick(rng, f"try? check§({a})", f"(try? check§({a})) ?? -1", f"{{ () -> String in do {{ return \"\\(try check§({a}))\" }} catch {{ return \"error\" }} }}()",
                       f"{{ () -> String in do {{ let v = try check§({a}); return \"ok \\(v)\" }} catch Err§.neg {{ return \"neg\" }} catch {{ return \"\\(error)\" }} }}()",
                       f"[{a}, {b}].compactMap {{ try? check§($0) }}")
    if shape == 14:
        return f"let nn§: Int?? = {pick(rng, '.some(nil)', 'nil', f'.some({a})', str(a))}", pick(rng, "nn§", "nn§ ?? 5", "nn§ == nil", "(nn§ ?? nil) ?? 7", "nn§.flatMap { $0 }")
    if shape == 15:
        return f"let o§: Int? = {a}", pick(rng, "o§!", "o§! + 1", "o§!.description")
    if shape == 16:
        return "", f"{{ () -> String in var s = \"a\"; do {{ defer {{ s += \"b\" }}; s += \"c\" }}; return s }}()"
    if shape == 17:
        return "func bump§(_ x: inout Int, by d: Int = 1) { x += d }", pick(rng, f"{{ () -> String in var v = {a}; bump§(&v); bump§(&v, by: {c}); return \"\\(v)\" }}()",
                                                                             f"{{ () -> String in var xs = [{a}, {b}]; bump§(&xs[1], by: {c}); return \"\\(xs)\" }}()")
    if shape == 18:
        n = rng.randint(0, 20)
        return "func fact§(_ n: Int) -> Int { n <= 1 ? 1 : n * fact§(n - 1) }", pick(rng, f"fact§({n})", f"(0...{min(n, 10)}).map(fact§)")
    if shape == 19:
        n = rng.randint(0, 15)
        return "func fib§(_ n: Int) -> Int { if n < 2 { return n }; return fib§(n - 1) + fib§(n - 2) }", f"fib§({n})"
    if shape == 20:
        d = "struct Person§ { var name: String; var age: Int }\nlet people§ = [Person§(name: \"Ann\", age: 31), Person§(name: \"Bob\", age: 25), Person§(name: \"Cy\", age: 40)]"
        return d, pick(rng, "people§.map(\\.name)", "people§.map(\\.age).max()", f"people§.filter {{ $0.age > {20 + b * 2} }}.map(\\.name)",
                       "people§.sorted { $0.age < $1.age }.first?.name", "people§.first { $0.name.hasPrefix(\"B\") }?.age",
                       "people§.reduce(0) { $0 + $1.age }", "people§.min { $0.age < $1.age }!.name", "people§.map { $0.name.count }",
                       "people§.sorted(by: { $0.name > $1.name }).map(\\.name)", "people§.contains { $0.age == 25 }")
    if shape == 21:
        return "", pick(rng, f"[{a}, {b}, {c}].map {{ x in x * 2 }}.filter {{ $0 > {b} }}.reduce(0, +)", f"[{a}, {b}, {c}].sorted(by: <)",
                        f"[{a}, {b}, {c}].sorted(by: {{ $0 > $1 }}).first!", f"[{a}, {b}].map {{ (x: Int) -> String in String(x) }}",
                        f"[\"1\", \"x\", \"{c}\"].compactMap(Int.init)", f"[{a}, {b}].reduce(0) {{ acc, x in acc * 10 + x }}")
    if shape == 22:
        return f"let f§: (Int, Int) -> Int = {pick(rng, '(+)', '{ $0 - $1 }', 'max', '{ a, b in a * b }')}", f"f§({a}, {b})"
    if shape == 23:
        return "func compose§<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }", \
            pick(rng, f"compose§({{ $0 + {c} }}, {{ $0 * 2 }})({a})", f"compose§({{ (x: Int) in String(x) }}, {{ $0.count }})({a * 1000})")
    if shape == 24:
        return f"let o§: Int? = {ov}\nlet p§: Int? = {pick(rng, 'nil', str(b))}", pick(rng, "o§ == p§", "o§ ?? p§", "(o§ ?? 0) + (p§ ?? 0)",
                                                                                      "[o§, p§].compactMap { $0 }", "[o§, p§]", "o§ ?? p§ ?? -1",
                                                                                      "zip([o§], [p§]).map { ($0 ?? 0) - ($1 ?? 0) }")
    if shape == 25:
        return "let maybe§: [Int]? = " + pick(rng, "nil", arr_lit(int_array(rng))), pick(rng, "maybe§?.count", "maybe§?.first", "maybe§ ?? []",
                                                                                         "maybe§?.map { $0 * 2 }", "maybe§?.isEmpty ?? true", "maybe§?.last")
    if shape == 26:
        return "", pick(rng, f"{{ (x: Int) -> Int in x * x }}({a})", f"{{ $0 + $1 }}({a}, {b})", f"{{ () -> Int in {a} }}()",
                        f"{{ (s: String) in s.count }}(\"{word(rng).replace(chr(92), '').replace(chr(34), '')}\")")
    if shape == 27:
        return f"var log§: [String] = []\nfunc logged§(_ s: String) -> Int {{ log§.append(s); return s.count }}", \
            pick(rng, "{ () -> String in _ = logged§(\"ab\"); _ = logged§(\"c\"); return \"\\(log§)\" }()",
                 "{ () -> String in let x = logged§(\"a\") + logged§(\"bcd\"); return \"\\(x) \\(log§.count)\" }()",
                 "{ () -> String in let x = false && logged§(\"a\") > 0; return \"\\(x) \\(log§.count)\" }()")
    if shape == 28:
        return "", pick(rng, f"{{ () -> String in var total = 0; for i in 1...{c} where i % 2 == 1 {{ total += i }}; return \"\\(total)\" }}()",
                        f"{{ () -> String in var i = 0; var s = 0; while i < {c} {{ i += 1; if i == 2 {{ continue }}; s += i }}; return \"\\(s)\" }}()",
                        f"{{ () -> String in var out = [Int](); for x in [{a}, {b}, {c}] {{ if x > 10 {{ break }}; out.append(x) }}; return \"\\(out)\" }}()",
                        f"{{ () -> String in var r = \"\"; for (i, ch) in \"abc\".enumerated() {{ r += \"\\(i)\\(ch)\" }}; return r }}()",
                        f"{{ () -> String in let (q, r) = ({a * 7} / {c}, {a * 7} % {c}); return \"\\(q) \\(r)\" }}()",
                        f"{{ () -> String in var a = [{a}, {b}]; for i in a.indices {{ a[i] *= 2 }}; return \"\\(a)\" }}()",
                        f"{{ () -> String in var n = {b}; repeat {{ n -= 3 }} while n > 0; return \"\\(n)\" }}()")
    if shape == 29:
        return f"let o§: Int? = {ov}", pick(rng, "o§ as Any", "\"\\(o§ as Any)\"", "o§.debugDescription", "String(describing: o§)",
                                            "[o§]", "(o§, 1)", "o§.map { [$0] }")
    if shape == 30:
        return "", pick(rng, f"Optional({a}) ?? 0", f"Optional<Int>.none ?? {b}", f"Int?({a})!", f"[Int?]([{a}, nil]).count")
    return f"let o§: Int? = {ov}", pick(rng, f"o§.map {{ $0 > {b} }} ?? false", f"(o§ ?? 0) > {b} ? \"hi\" : \"lo\"", "o§! == o§!" if ov != "nil" else "o§ == o§")


# ---------------------------------------------------------------------------------------------------------------
# dates: fixed instants, the Gregorian calendar in UTC

DATE_INSTANTS = [0, 86399, 951782400, 951868799, 1709164800, 1709251199, 1735689599, 1735689600, 1749462060,
                 1704067200, 1719792000, 1738368000, 946684800, 1234567890, 2000000000, 1582934400, 1706745599,
                 1711929600, 1743465600, 1740787200, -86400, 1000000000]
US = 'Locale(identifier: "en_US")'
UTC = 'TimeZone(identifier: "UTC")!'


def date_lit(rng):
    t = wpick(rng, [(4, rng.choice(DATE_INSTANTS)), (4, rng.randint(0, 2_100_000_000)),
                    (1, rng.randint(1_700_000_000, 1_800_000_000) // 60 * 60)])
    return f"Date(timeIntervalSince1970: {t})"


@family("dates")
def fam_dates(rng):
    d1, d2 = date_lit(rng), date_lit(rng)
    decls = f"let d§ = {d1}\nlet e§ = {d2}\nlet cal§ = Calendar.current"
    comp = rng.choice(["year", "month", "day", "hour", "minute", "second", "weekday", "day"])
    unit = rng.choice(["second", "minute", "hour", "day", "month", "year", "weekOfYear", "day", "month"])
    n = wpick(rng, [(3, rng.randint(-3, 3)), (2, rng.randint(-40, 40)), (1, rng.randint(-1000, 1000))])
    shape = rng.randint(0, 15)
    if shape == 0:
        return decls, pick(rng, "d§", "[d§]", "Optional(d§)", "d§.description")
    if shape == 1:
        return decls, f"cal§.component(.{comp}, from: d§)"
    if shape == 2:
        return decls, pick(rng, f"cal§.dateComponents([.year, .month, .day], from: d§).{pick(rng, 'year', 'month', 'day')}",
                           f"cal§.dateComponents([.hour, .minute], from: d§).minute!", f"cal§.dateComponents([.{comp}], from: d§).{comp} ?? -1")
    if shape == 3:
        return decls, pick(rng, f"cal§.date(byAdding: .{unit}, value: {n}, to: d§)!", f"cal§.date(byAdding: .{unit}, value: {n}, to: d§)",
                           f"cal§.date(byAdding: .{unit}, value: {n}, to: d§)!.timeIntervalSince1970")
    if shape == 4:
        return decls, pick(rng, "cal§.startOfDay(for: d§)", "cal§.startOfDay(for: d§).timeIntervalSince1970",
                           "cal§.isDate(d§, inSameDayAs: e§)", "cal§.isDate(d§, inSameDayAs: d§.addingTimeInterval(3600))")
    if shape == 5:
        return decls, pick(rng, "d§.timeIntervalSince(e§)", "d§.addingTimeInterval(90)", "d§ + 3600", "d§ < e§", "d§ == e§",
                           "d§.timeIntervalSince1970", "e§.timeIntervalSince1970 - d§.timeIntervalSince1970", "max(d§, e§)",
                           "d§.distance(to: e§)", "d§.advanced(by: -60)", "d§ - 86400", "[d§, e§].sorted().first!")
    if shape == 6:
        return decls, pick(rng, "cal§.dateComponents([.day], from: d§, to: e§).day!", "cal§.dateComponents([.hour], from: d§, to: e§).hour",
                           "cal§.dateComponents([.month, .day], from: d§, to: e§).month!")
    if shape == 7:
        return decls, pick(rng, "cal§.range(of: .day, in: .month, for: d§)!.count", "cal§.isDateInWeekend(d§)",
                           "cal§.dateInterval(of: .month, for: d§)!.start", "cal§.ordinality(of: .day, in: .year, for: d§)!")
    if shape == 8:
        y, m, dd = rng.randint(1990, 2030), rng.randint(1, 13), rng.randint(0, 32)
        return decls, pick(rng, f"cal§.date(from: DateComponents(year: {y}, month: {m}, day: {dd}))!",
                           f"cal§.date(from: DateComponents(year: {y}, month: {m}, day: {dd}, hour: {rng.randint(0, 23)}))!.timeIntervalSince1970")
    if shape == 9:
        return decls, pick(rng, "d§.ISO8601Format()", "e§.ISO8601Format()")
    if shape in (10, 11):
        ds = pick(rng, "numeric", "abbreviated", "long", "complete", "omitted")
        ts = pick(rng, "omitted", "shortened", "standard")  # (.complete adds the zone's name: "GMT" here, "UTC" on Apple's)
        if ds == "omitted" and ts == "omitted":
            ts = "shortened"
        fe = f"d§.formatted(date: .{ds}, time: .{ts})"
        sw = f"d§.formatted(Date.FormatStyle(date: .{ds}, time: .{ts}, locale: {US}, timeZone: {UTC}))"
        return decls, fe, decls, sw
    if shape == 12:
        f = pick(rng, "yyyy-MM-dd", "HH:mm", "MMM d, yyyy", "EEEE", "h:mm a", "d/M/yy", "yyyy-MM-dd'T'HH:mm:ss", "MMMM", "E, d MMM")
        fe = f"{{ () -> String in let f = DateFormatter(); f.dateFormat = \"{f}\"; return f.string(from: d§) }}()"
        sw = f"{{ () -> String in let f = DateFormatter(); f.locale = {US}; f.timeZone = {UTC}; f.dateFormat = \"{f}\"; return f.string(from: d§) }}()"
        return decls, fe, decls, sw
    if shape == 13:
        st = pick(rng, "short", "medium", "long", "none")
        tt = pick(rng, "short", "medium", "none")
        fe = f"{{ () -> String in let f = DateFormatter(); f.dateStyle = .{st}; f.timeStyle = .{tt}; return f.string(from: d§) }}()"
        sw = f"{{ () -> String in let f = DateFormatter(); f.locale = {US}; f.timeZone = {UTC}; f.dateStyle = .{st}; f.timeStyle = .{tt}; return f.string(from: d§) }}()"
        return decls, fe, decls, sw
    if shape == 14:
        return decls, pick(rng, "d§.formatted(.iso8601)", f"cal§.component(.weekday, from: d§) == 1 ? \"Sun\" : \"other\"",
                           "Calendar.current.component(.year, from: e§)")
    return decls, pick(rng, "cal§.nextDate(after: d§, matching: DateComponents(hour: 0), matchingPolicy: .nextTime)!",
                       "cal§.date(bySettingHour: 12, minute: 0, second: 0, of: d§)!", "cal§.dateComponents([.year], from: d§, to: e§).year!")


# ---------------------------------------------------------------------------------------------------------------
# number formatting, as a US-English device writes it

@family("formatting")
def fam_formatting(rng):
    iv = wpick(rng, [(2, rng.randint(-999, 999)), (3, rng.randint(1000, 10 ** 9)), (1, -rng.randint(1000, 10 ** 7))])
    dv = pick(rng, "3.14159", "1234.5678", "0.1 + 0.2", "-0.5", "0.256", "1e6", "1234567.891", "0.005", "2.5", "99.995",
              "1.0", "0.0", "-1234.5", "12.345", "1e-7", "0.125", "100.0 / 3.0", "9999999.5", "0.9999")
    shape = rng.randint(0, 11)
    loc = f".locale({US})"
    if iv < 0:
        iv = f"({iv})"
    if shape == 0:
        return "", f"{iv}.formatted()", "", f"{iv}.formatted(.number{loc})"
    if shape == 1:
        return "", f"({dv}).formatted()", "", f"({dv}).formatted(.number{loc})"
    if shape in (2, 3):
        n = rng.randint(0, 4)
        return "", f"({dv}).formatted(.number.precision(.fractionLength({n})))", "", f"({dv}).formatted(.number.precision(.fractionLength({n})){loc})"
    if shape == 4:
        return "", f"({dv}).formatted(.percent)", "", f"({dv}).formatted(.percent{loc})"
    if shape == 5:
        v = rng.randint(0, 150)
        return "", f"{v}.formatted(.percent)", "", f"{v}.formatted(.percent{loc})"
    if shape == 6:
        code = pick(rng, "USD", "USD", "EUR", "GBP", "JPY")
        v = pick(rng, dv, str(iv))
        return "", f"({v}).formatted(.currency(code: \"{code}\"))", "", f"({v}).formatted(.currency(code: \"{code}\"){loc})"
    if shape == 7:
        return "", f"{iv}.formatted(.number.grouping(.never))", "", f"{iv}.formatted(.number.grouping(.never){loc})"
    if shape == 8:
        n = rng.randint(1, 5)
        return "", f"({dv}).formatted(.number.precision(.significantDigits({n})))", "", \
            f"({dv}).formatted(.number.precision(.significantDigits({n})){loc})"
    if shape == 9:
        return "", f"{iv}.formatted(.number.notation(.compactName))", "", f"{iv}.formatted(.number.notation(.compactName){loc})"
    if shape == 10:
        n = rng.randint(0, 3)
        return "", f"({dv}).formatted(.percent.precision(.fractionLength({n})))", "", f"({dv}).formatted(.percent.precision(.fractionLength({n})){loc})"
    # (ListFormatter, which the front end supports, is not in Linux's Foundation: no oracle for it here)
    return "", f"{iv}.formatted(.number)", "", f"{iv}.formatted(.number{loc})"


# ---------------------------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--family", default="all", help="a family, a comma-separated list, or all: " + ", ".join(FAMILIES))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--start", type=int, default=0, help="index of the first case")
    ap.add_argument("--swift", action="store_true", help="print a swiftc program instead of JSON lines")
    args = ap.parse_args()
    fams = list(FAMILIES) if args.family == "all" else args.family.split(",")
    for fam in fams:
        if fam not in FAMILIES:
            sys.exit(f"unknown family {fam!r}; families: {', '.join(FAMILIES)}")
    cases = [c for fam in fams for c in generate_many(fam, args.seed, args.count, args.start)]
    if args.swift:
        print("import Foundation")
        for c in cases:
            if c.swift_decls:
                print(c.swift_decls)
        for c in cases:
            print(f'print("\\({c.swift_expr})")')
    else:
        for c in cases:
            print(json.dumps(c.to_dict(), ensure_ascii=False))


if __name__ == "__main__":
    main()
