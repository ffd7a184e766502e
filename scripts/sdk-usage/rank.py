#!/usr/bin/env python3
"""Rank the Apple-SDK and Swift-standard-library names that real SwiftUI code uses.

Usage:
    python3 scripts/sdk-usage/rank.py CORPUS_DIR [-o OUT.tsv] [--top 3000] [--min-repos 3]
                                      [--per-repo PER_REPO.tsv]

CORPUS_DIR holds one folder per repository (``CORPUS_DIR/<owner>+<name>/...``); every ``.swift`` file
under a repository folder is "view and model code" of that repository. Standard library only.

What is counted
---------------
Each file is lexed by a small Swift lexer that drops ``//`` and nested ``/* */`` comments and the
literal text of ``"..."``, ``\"\"\"...\"\"\"`` and raw ``#"..."#`` strings, but still scans the
expressions inside string interpolations ``\\(...)``. The token stream is then read for:

=================  ==========================================  ==================================
category           syntax                                      key
=================  ==========================================  ==================================
type               any capitalised type name (annotation,      ``Color``
                   generic argument, conformance, call, base)
init               ``Foo(label: x, y)`` / ``Foo.init(...)`` /  ``Foo(label:_:)``
                   ``Foo { ... }`` (trailing closure only)     ``Foo()``
static-member      ``Foo.bar`` / ``Foo.Bar.baz`` /             ``Foo.bar``
                   ``Foo<T>.bar``
member             ``value.bar`` / ``value.bar(...)``          ``.bar``
                   (modifiers included: ``.padding(...)``)
implicit-member    ``.bar`` with no base (``.font(.title)``)   ``.bar``
keypath            ``\\.bar`` / ``\\Foo.bar`` / ``\\.self``      ``\\.bar`` / ``\\Foo.bar``
global-func        ``max(a, b)``, ``stride(from:to:by:)``,     ``max(_:_:)``
                   ``withAnimation { }``
property-wrapper   ``@State var``, ``@Environment(...) var``   ``@State``
attribute          ``@MainActor``, ``@Model``, ``@objc`` ...   ``@Model``
macro              ``#Preview``, ``#Predicate``, ``#available`` ``#Preview``
=================  ==========================================  ==================================

Argument labels come from the parenthesised argument list only; trailing closures are not part of
a key (``VStack(spacing: 8) { ... }`` is ``VStack(spacing:)``, ``VStack { ... }`` is ``VStack()``).
A capitalised name is always also counted as ``type``, so ``Color`` counts every use of the type
and ``Color(red:green:blue:)`` / ``Color.red`` say how it was used. ``@Name`` is a
``property-wrapper`` when at least 80% of its uses decorate a ``var``/``let`` declaration.

SDK filter
----------
Names that a repository declares itself are dropped for that repository only:

* type names (``struct/class/enum/protocol/actor/typealias/associatedtype/macro`` and generic
  parameters) drop ``type``, ``init``, ``static-member``, ``attribute``/``property-wrapper``
  and ``macro`` keys based on them;
* static members and enum cases (``static let``, ``class func``, ``case``) drop ``.name``
  implicit-member keys (an implicit member is always a static member or case of its type);
* member names (``var``/``let`` at type or file scope, ``func``, enum ``case``) drop ``.name``
  member and key-path keys - except members declared only in the repository's
  views, apps, scenes, shapes, view modifiers and styles (their ``@State var count`` or
  ``var title`` is read bare, not as ``.count``; ``self.count`` is still not counted);
  ``Foo.name`` is dropped when ``name`` is declared in an ``extension`` of a type the repository
  does not own (``extension Color { static let brand }``), and ``Foo(label:)`` when such an
  extension declares ``init(label:)`` (``Color(hex:)``, also without defaulted arguments);
* bare calls ``name(...)`` are dropped when ``name`` is a function, variable, parameter or
  closure parameter declared anywhere in the repository (so ``action()`` and ``fetch()`` go).

Everything else - names not declared by the repository - is kept: the Swift standard library,
Foundation, CoreGraphics, SwiftUI, Combine, SwiftData and other Apple frameworks, plus (rarely)
third-party packages; ``--min-repos`` keeps one-repository names out of the table.

Output
------
A TSV sorted by total occurrences (descending) with the columns
``rank  key  category  occurrences  repositories``; ``--per-repo`` also writes the per-repository
counts (``repository  key  category  occurrences``). Names and counts only - no code.
"""
import argparse
import collections
import os
import re
import sys
import time

# --------------------------------------------------------------------------------------------
# Lexer
# --------------------------------------------------------------------------------------------

TOKEN_RE = re.compile(r'''
   (?P<ws>[ \t\r\f\v\ufeff]+)
 | (?P<nl>\n)
 | (?P<lc>//[^\n]*)
 | (?P<bc>/\*)
 | (?P<raw>\#+")
 | (?P<str>")
 | (?P<id>`[^`\n]+`|\$?[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_\u00C0-\uFFFF]*|\$[0-9]+)
 | (?P<num>[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)*)
 | (?P<at>@)
 | (?P<hash>\#)
 | (?P<dots>\.\.[.<]?)
 | (?P<dot>\.)
 | (?P<op>[-+*/%=<>!&|^~?]+)
 | (?P<p>[()\[\]{},:;\\])
 | (?P<other>.)
''', re.X | re.S)
ID_RE = re.compile(r'`[^`\n]+`|[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_\u00C0-\uFFFF]*')
BLOCK_RE = re.compile(r'/\*|\*/')
CLOSERS = {')', ']', '}'}
VALUE_END = {'id', 'num', 'str', 'post', ')', ']', '}'}

# token = (kind, text, newline_before, space_before)


def _tok_kind_prev(toks):
    return toks[-1][0] if toks else None


def lex(src, pos=0, toks=None, interp=False):
    """Tokenise src from pos. With interp=True stop at the ')' closing a string interpolation
    and return the position after it. Returns (toks, pos)."""
    if toks is None:
        toks = []
    n = len(src)
    nl = True
    ws = True
    depth = 0
    match = TOKEN_RE.match
    while pos < n:
        m = match(src, pos)
        kind = m.lastgroup
        text = m.group(kind)
        end = m.end()
        if kind == 'ws':
            ws = True
            pos = end
            continue
        if kind == 'nl' or kind == 'lc':
            nl = ws = True
            pos = end
            continue
        if kind == 'bc':
            d = 1
            p = end
            while d and p < n:
                b = BLOCK_RE.search(src, p)
                if not b:
                    p = n
                    break
                d += 1 if b.group() == '/*' else -1
                p = b.end()
            if '\n' in src[pos:p]:
                nl = True
            ws = True
            pos = p
            continue
        if kind == 'raw' or kind == 'str':
            hashes = len(text) - 1 if kind == 'raw' else 0
            toks.append(('str', '', nl, ws))
            pos = scan_string(src, end - 1, hashes, toks)
            nl = ws = False
            continue
        if kind == 'id':
            if text[0] == '`':
                text = text[1:-1]
            toks.append(('id', text, nl, ws))
        elif kind == 'num':
            toks.append(('num', text, nl, ws))
        elif kind == 'at' or kind == 'hash':
            m2 = ID_RE.match(src, end)
            if m2:
                name = m2.group()
                if name[0] == '`':
                    name = name[1:-1]
                toks.append((kind, name, nl, ws))
                end = m2.end()
                if kind == 'hash' and name in ('if', 'elseif', 'sourceLocation', 'warning', 'error'):
                    # compiler directive: skip the rest of the line (conditions are not code)
                    e = src.find('\n', end)
                    end = n if e < 0 else e
            elif kind == 'hash' and end < n and src[end] == '/':
                # extended regex literal #/.../#
                e = src.find('/#', end + 1)
                end = n if e < 0 else e + 2
                toks.append(('str', '', nl, ws))
            else:
                toks.append(('op', text, nl, ws))
        elif kind == 'dots':
            toks.append(('op', text, nl, ws))
        elif kind == 'dot':
            toks.append(('.', '.', nl, ws))
        elif kind == 'op':
            first = text[0]
            if first in '?!' and not ws and toks and toks[-1][0] in VALUE_END:
                toks.append(('post', first, nl, ws))
                end = pos + 1
            elif text.strip('<') == '' or text.strip('>') == '':
                for ch in text:
                    toks.append(('op', ch, nl, ws))
                    nl = ws = False
            else:
                toks.append(('op', text, nl, ws))
        elif kind == 'p':
            if interp:
                if text == '(':
                    depth += 1
                elif text == ')':
                    if depth == 0:
                        return toks, end
                    depth -= 1
            toks.append((text, text, nl, ws))
        else:
            toks.append(('other', text, nl, ws))
        nl = ws = False
        pos = end
    return toks, pos


STR_STOP = re.compile(r'[\\"\n]')


def scan_string(src, pos, hashes, toks):
    """pos is at the opening quote. Appends interpolation tokens; returns the position after
    the closing delimiter."""
    n = len(src)
    multi = src.startswith('"""', pos)
    pos += 3 if multi else 1
    close = ('"""' if multi else '"') + '#' * hashes
    esc = '\\' + '#' * hashes
    while pos < n:
        m = STR_STOP.search(src, pos)
        if not m:
            return n
        p = m.start()
        c = src[p]
        if c == '\\':
            if src.startswith(esc, p):
                q = p + len(esc)
                if q < n and src[q] == '(':
                    toks.append(('(', '(', False, False))
                    _, pos = lex(src, q + 1, toks, interp=True)
                    toks.append((')', ')', False, False))
                    continue
                pos = q + 1
            else:
                pos = p + 1
            continue
        if c == '"':
            if src.startswith(close, p):
                return p + len(close)
            pos = p + 1
            continue
        # newline
        if not multi:
            return p + 1
        pos = p + 1
    return n


# --------------------------------------------------------------------------------------------
# Swift vocabulary
# --------------------------------------------------------------------------------------------

KEYWORDS = set('''
associatedtype class deinit enum extension fileprivate func import init inout internal let open
operator private precedencegroup protocol public rethrows static struct subscript typealias var
break case catch continue default defer do else fallthrough for guard if in repeat return throw
switch where while as false is nil self Self super throws true try await async some any actor
macro nonisolated package consuming borrowing sending each isolated
get set willSet didSet mutating nonmutating override convenience required final lazy weak
unowned optional dynamic indirect prefix postfix infix
'''.split())
TYPE_DECL = {'struct', 'class', 'enum', 'protocol', 'actor', 'extension'}
NAME_DECL = {'typealias', 'associatedtype', 'macro'}
MODIFIERS = set('''private fileprivate internal public open package static class final lazy weak
unowned override mutating nonmutating nonisolated dynamic optional required convenience indirect
isolated'''.split())
IMPLICIT_KW = {'return', 'case', 'in', 'throw', 'try', 'await', 'else', 'where', 'is', 'as', 'if',
               'guard', 'while', 'switch', 'some', 'any', 'repeat', 'default', 'yield', 'then'}
NO_GLOBAL_BRACE_PREV = {'if', 'guard', 'while', 'switch', 'in', 'for', 'where', 'case', 'is', 'as',
                        'else', 'catch', 'repeat', 'do'}
SKIP_MEMBERS = {'self', 'Type', 'Protocol'}
VIEW_PROTOCOLS = {'View', 'App', 'Scene', 'PreviewProvider', 'ViewModifier', 'Shape',
                  'InsettableShape', 'Widget', 'WidgetBundle', 'ToolbarContent', 'Commands'}
DIRECTIVES = {'if', 'elseif', 'else', 'endif', 'sourceLocation', 'warning', 'error'}


def is_upper(name):
    c = name[0]
    if c == '$' or c == '_':
        return len(name) > 1 and name[1].isupper()
    return c.isupper()


# --------------------------------------------------------------------------------------------
# Declarations of one repository
# --------------------------------------------------------------------------------------------

class Decls:
    def __init__(self):
        self.types = set()
        self.members = collections.defaultdict(set)   # name -> owners ('' for file scope)
        self.funcs = set()
        self.locals = set()
        self.modules = set()
        self.ext_members = set()
        self.view_like = set()      # repository types that conform to View, App, Shape, ...
        self.member_filter = set()
        self.static_members = set()  # static/class members and enum cases (implicit-member filter)
        self.ext_inits = []         # (extended type, params) of inits in extensions
        self.ext_init_keys = set()  # 'Color(hex:)' keys those inits can be called with

    def finish(self):
        for owner, params in self.ext_inits:
            base = owner.split('.')
            if base[0] in self.types:
                continue
            labels = [(p[0] if p else '_') for p, _ in params]
            optional = [k for k, (_, dflt) in enumerate(params) if dflt][:6]
            for mask in range(1 << len(optional)):
                drop = {optional[b] for b in range(len(optional)) if mask >> b & 1}
                self.ext_init_keys.add(call_key('.'.join(base), [l for k, l in enumerate(labels)
                                                                if k not in drop]))
        for name, owners in self.members.items():
            for o in owners:
                if o and o.startswith('ext:') and o[4:].split('.')[0] not in self.types:
                    self.ext_members.add(name)
                base = o[4:] if o.startswith('ext:') else o
                if base.split('.')[-1] not in self.view_like:
                    self.member_filter.add(name)


def matching(toks, i, open_, close):
    """Index of the token closing the bracket opened at i (or len(toks))."""
    d = 0
    n = len(toks)
    j = i
    while j < n:
        k = toks[j][0]
        if k == open_:
            d += 1
        elif k == close:
            d -= 1
            if d == 0:
                return j
        j += 1
    return n


def angle_end(toks, i):
    """i is at an '<' op; return index of the matching '>' if it looks like a generic clause."""
    d = 0
    n = len(toks)
    j = i
    while j < n and j - i < 80:
        k, t = toks[j][0], toks[j][1]
        if k == 'op' and t == '<':
            d += 1
        elif k == 'op' and t == '>':
            d -= 1
            if d == 0:
                return j
        elif k == 'op' and t not in ('&', '->', '==', '?', '!', '...'):
            return -1
        elif k in ('{', '}', ';', 'str', 'num'):
            return -1
        j += 1
    return -1


def is_static(toks, i):
    """True when the declaration keyword at i carries a static/class modifier."""
    j = i - 1
    while j >= 0 and i - j <= 8:
        k, t = toks[j][0], toks[j][1]
        if k == 'id' and t in ('static', 'class'):
            return True
        if not (k == 'id' and t in MODIFIERS or k in ('(', ')', 'at') or
                (k == 'id' and toks[j - 1][0] == '(')):
            return False
        if toks[j][2]:
            return False
        j -= 1
    return False


def parse_params(toks, j):
    """j is at the '(' of a declaration's parameter clause. Returns [(names, has_default)],
    names being the label and internal name as written (['_', 'x'], ['x'])."""
    n = len(toks)
    e = matching(toks, j, '(', ')')
    params = []
    names = []
    seen_colon = False
    default = False
    d = 0
    for k in range(j + 1, min(e, n)):
        k2 = toks[k][0]
        if k2 in ('(', '[', '{'):
            d += 1
        elif k2 in (')', ']', '}'):
            d -= 1
        if d == 0 and k2 == ',':
            params.append((names, default))
            names, seen_colon, default = [], False, False
            continue
        if d == 0:
            if k2 == ':' and not seen_colon:
                seen_colon = True
            elif k2 == 'id' and not seen_colon:
                names.append(toks[k][1])
            elif k2 == 'op' and toks[k][1] == '=' and seen_colon:
                default = True
    if names:
        params.append((names, default))
    return params


def collect_decls(toks, decls, header):
    """Fill decls from one file; mark header[i]=True for tokens inside declaration headers."""
    n = len(toks)
    stack = []            # scope entries: ('type', owner) | ('code', None)
    pending = None        # ('type', owner) waiting for its '{'
    hdr = None            # (kind, paren_depth) while in a declaration header
    pdepth = 0
    i = 0
    while i < n:
        kind, text, nl, _ = toks[i]
        if kind in ('(', '['):
            pdepth += 1
        elif kind in (')', ']'):
            pdepth -= 1
        if hdr is not None:
            ends = False
            if pdepth <= hdr[1]:
                if kind == '{' or kind == '}':
                    ends = True
                elif kind == 'op' and text == '=' and hdr[0] in ('var', 'case', 'alias'):
                    ends = True
                elif nl and i > hdr[2] + 1 and hdr[0] in ('var', 'case', 'alias') and \
                        kind not in ('op', '.', ':', ',', '{') and \
                        toks[i - 1][0] not in ('op', ':', ',', '.'):
                    ends = True
            if ends:
                hdr = None
            else:
                header[i] = True
        if kind == '{':
            if pending is not None:
                stack.append(pending)
                pending = None
            else:
                stack.append(('code', None))
                # closure parameters: { a, b in   /  { (a: T) -> U in   / { [weak self] x in
                j = i + 1
                names = []
                while j < n and j - i < 40:
                    k2, t2 = toks[j][0], toks[j][1]
                    if k2 == 'id' and t2 == 'in':
                        decls.locals.update(names)
                        break
                    if k2 in ('{', '}', 'str', ';') or (k2 == 'op' and t2 == '='):
                        break
                    if k2 == 'id' and t2 not in KEYWORDS and not is_upper(t2):
                        names.append(t2)
                    j += 1
            i += 1
            continue
        if kind == '}':
            if stack:
                stack.pop()
            pending = None
            i += 1
            continue
        if kind != 'id':
            i += 1
            continue
        scope = stack[-1] if stack else ('file', '')
        nxt = toks[i + 1] if i + 1 < n else None
        if text == 'import' and nxt and nxt[0] == 'id':
            j = i + 1
            if toks[j][1] in ('struct', 'class', 'enum', 'protocol', 'func', 'var', 'let',
                              'typealias') and j + 1 < n:
                j += 1
            decls.modules.add(toks[j][1])
            i = j + 1
            continue
        if text in TYPE_DECL and nxt and nxt[0] == 'id' and (
                text != 'class' or nxt[1] not in KEYWORDS):
            if text == 'extension':
                j = i + 1
                parts = [toks[j][1]]
                while j + 2 < n and toks[j + 1][0] == '.' and toks[j + 2][0] == 'id':
                    parts.append(toks[j + 2][1])
                    j += 2
                if parts[0] in decls.modules and len(parts) > 1:
                    parts = parts[1:]
                pending = ('type', 'ext:' + '.'.join(parts))
            else:
                decls.types.add(nxt[1])
                owner = nxt[1]
                # inheritance clause: ': View, Equatable {'
                j = i + 2
                while j < n and j - i < 60 and toks[j][0] not in ('{', '}', ';'):
                    if toks[j][0] == 'id' and toks[j][1] == 'where':
                        break
                    if toks[j][0] == 'id' and (toks[j][1] in VIEW_PROTOCOLS or
                                               toks[j][1].endswith('Style')):
                        decls.view_like.add(nxt[1])
                        break
                    j += 1
                if scope[0] == 'type' and scope[1] and not scope[1].startswith('ext:'):
                    owner = scope[1] + '.' + nxt[1]
                pending = ('type', owner)
                j = i + 2
                if j < n and toks[j][0] == 'op' and toks[j][1] == '<':
                    e = angle_end(toks, j)
                    for k in range(j + 1, e if e > 0 else j):
                        if toks[k][0] == 'id' and toks[k - 1][1] in ('<', ',', 'each'):
                            decls.types.add(toks[k][1])
            hdr = ('type', pdepth, i)
            i += 2
            continue
        if text in NAME_DECL and nxt and nxt[0] == 'id':
            decls.types.add(nxt[1])
            decls.funcs.add(nxt[1])
            hdr = ('alias', pdepth, i)
            i += 2
            continue
        if text in ('func', 'init', 'subscript'):
            j = i + 1
            if text == 'func' and nxt and nxt[0] == 'id':
                decls.funcs.add(nxt[1])
                if scope[0] in ('type', 'file'):
                    decls.members[nxt[1]].add(scope[1] or '')
                    if scope[0] == 'type' and is_static(toks, i):
                        decls.static_members.add(nxt[1])
                j = i + 2
            elif text == 'func':
                j = i + 2       # operator function
            if text == 'init' and j < n and toks[j][0] == 'post':
                j += 1
            if j < n and toks[j][0] == 'op' and toks[j][1] == '<':
                e = angle_end(toks, j)
                for k in range(j + 1, e if e > 0 else j):
                    if toks[k][0] == 'id' and toks[k - 1][1] in ('<', ',', 'each'):
                        decls.types.add(toks[k][1])
                if e > 0:
                    j = e + 1
            if j < n and toks[j][0] == '(':
                params = parse_params(toks, j)
                for names, _ in params:
                    decls.locals.update(names)
                if text == 'init' and scope[0] == 'type' and scope[1].startswith('ext:'):
                    decls.ext_inits.append((scope[1][4:], params))
            hdr = ('func', pdepth, i)
            i += 1
            continue
        if text in ('var', 'let'):
            j = i + 1
            names = []
            if j < n and toks[j][0] == '(':
                e = matching(toks, j, '(', ')')
                names = [toks[k][1] for k in range(j + 1, min(e, n)) if toks[k][0] == 'id']
            elif j < n and toks[j][0] == 'id':
                names = [toks[j][1]]
            static = scope[0] == 'type' and is_static(toks, i)
            for nm in names:
                if scope[0] in ('type', 'file'):
                    decls.members[nm].add(scope[1] or '')
                    if static:
                        decls.static_members.add(nm)
                else:
                    decls.locals.add(nm)
            hdr = ('var', pdepth, i)
            i += 1
            continue
        if text == 'case' and scope[0] == 'type':
            j = i + 1
            while j < n and toks[j][0] == 'id':
                decls.members[toks[j][1]].add(scope[1] or '')
                decls.static_members.add(toks[j][1])
                j += 1
                if j < n and toks[j][0] == '(':
                    j = matching(toks, j, '(', ')') + 1
                if j < n and toks[j][0] == 'op' and toks[j][1] == '=':
                    j += 2
                if j < n and toks[j][0] == ',':
                    j += 1
                    continue
                break
            hdr = ('case', pdepth, i)
            i = j
            continue
        if text == 'for':
            j = i + 1
            while j < n and j - i < 12 and not (toks[j][0] == 'id' and toks[j][1] == 'in'):
                if toks[j][0] == 'id' and toks[j][1] not in KEYWORDS:
                    decls.locals.add(toks[j][1])
                j += 1
        i += 1


# --------------------------------------------------------------------------------------------
# Uses
# --------------------------------------------------------------------------------------------

def arg_labels(toks, i):
    """i is at '('. Return (labels, index of the matching ')')."""
    n = len(toks)
    labels = []
    d = 0
    j = i
    start = True
    while j < n:
        k = toks[j][0]
        if k in ('(', '[', '{'):
            d += 1
            if d == 1:
                j += 1
                continue
        elif k in (')', ']', '}'):
            d -= 1
            if d == 0:
                break
        if d == 1:
            if k == ',':
                start = True
                j += 1
                continue
            if start:
                if k == 'id' and j + 1 < n and toks[j + 1][0] == ':':
                    labels.append(toks[j][1])
                else:
                    labels.append('_')
                start = False
        elif d == 2 and start:
            labels.append('_')
            start = False
        j += 1
    return labels, j


def call_key(name, labels):
    return name + '(' + ''.join(l + ':' for l in labels) + ')'


def count_uses(toks, header, decls, out, wrapper_stats):
    """Count uses in one token list into out[(key, category)] (with base names kept for the
    filter: out maps (key, category) -> [count, base, member])."""
    n = len(toks)
    modules = decls.modules

    def add(key, cat, base=None, member=None):
        e = out.get((key, cat))
        if e is None:
            out[(key, cat)] = [1, base, member]
        else:
            e[0] += 1

    i = 0
    while i < n:
        kind, text, nl, ws = toks[i]
        prev = toks[i - 1] if i else None
        if kind == 'id':
            if prev and prev[0] == '.':
                if not (i >= 2 and toks[i - 2][0] == 'id' and toks[i - 2][1] in modules and
                        (i < 3 or toks[i - 3][0] != '.')):
                    i += 1
                    continue
                prev = toks[i - 3] if i >= 3 else None
            if text in KEYWORDS:
                if text == 'import':
                    i += 2
                    continue
                i += 1
                continue
            if prev and prev[0] == 'id' and prev[1] in TYPE_DECL | NAME_DECL | {'func'}:
                i += 1
                continue
            nxt = toks[i + 1] if i + 1 < n else None
            if is_upper(text):
                if text in modules and nxt and nxt[0] == '.' and i + 2 < n and toks[i + 2][0] == 'id':
                    i += 1          # module qualifier: SwiftUI.Color -> Color
                    continue
                add(text, 'type', text)
                if nxt is None:
                    i += 1
                    continue
                after_cast = prev is not None and (
                    (prev[0] == 'id' and prev[1] in ('is', 'as')) or
                    (prev[0] == 'post' and i >= 2 and toks[i - 2][1] == 'as'))
                if nxt[0] == '(' and not nxt[2] and not after_cast:
                    labels, _ = arg_labels(toks, i + 1)
                    add(call_key(text, labels), 'init', text)
                elif nxt[0] == '{' and not nxt[2] and not header[i] and not after_cast:
                    add(text + '()', 'init', text)
                elif nxt[0] == 'op' and nxt[1] == '<' and not nxt[3]:
                    e = angle_end(toks, i + 1)
                    if e > 0 and e + 1 < n and toks[e + 1][0] == '(' and not toks[e + 1][3]:
                        labels, _ = arg_labels(toks, e + 1)
                        add(call_key(text, labels), 'init', text)
                i += 1
                continue
            # lowercase identifier: global function call?
            if nxt is not None and not (prev and prev[0] in ('\\', 'at', 'hash')):
                if nxt[0] == '(' and not nxt[2]:
                    labels, _ = arg_labels(toks, i + 1)
                    add(call_key(text, labels), 'global-func', None, text)
                elif nxt[0] == '{' and not nxt[2] and not header[i] and (
                        prev is None or prev[0] in ('{', '}', ';', '(', ',', ':') or
                        (prev[0] == 'op' and prev[1] == '=') or
                        (prev[0] == 'id' and prev[1] == 'return') or
                        (nl and not (prev[0] == 'id' and prev[1] in NO_GLOBAL_BRACE_PREV))):
                    add(text + '()', 'global-func', None, text)
            i += 1
            continue
        if kind == '.':
            if i + 1 >= n:
                break
            nk, name = toks[i + 1][0], toks[i + 1][1]
            if nk != 'id':
                i += 1
                continue
            # key path?
            if prev is not None and prev[0] == '\\':
                add('\\.' + name, 'keypath', None, name)
                i += 2
                continue
            if name in SKIP_MEMBERS:
                i += 1
                continue
            # base chain of capitalised names: Foo.Bar.baz
            chain = []
            j = i - 1
            while j >= 0 and toks[j][0] == 'id' and is_upper(toks[j][1]) and \
                    toks[j][1] not in KEYWORDS:
                chain.append(toks[j][1])
                if j >= 1 and toks[j - 1][0] == '.':
                    j -= 2
                    continue
                break
            generic_base = None
            if not chain and prev is not None and prev[0] == 'op' and prev[1] == '>' and not ws:
                # Foo<T>.bar
                d = 0
                j = i - 1
                while j >= 0 and i - j < 60:
                    t = toks[j]
                    if t[0] == 'op' and t[1] == '>':
                        d += 1
                    elif t[0] == 'op' and t[1] == '<':
                        d -= 1
                        if d == 0:
                            break
                    j -= 1
                if j > 0 and toks[j - 1][0] == 'id' and is_upper(toks[j - 1][1]):
                    generic_base = toks[j - 1][1]
            if chain:
                chain.reverse()
                # the chain is only a static base if its first element is not preceded by a dot
                first_idx = i - 2 * len(chain) + 1
                if first_idx >= 1 and toks[first_idx - 1][0] == '.':
                    add('.' + name, 'member', None, name)
                    i += 2
                    continue
                if chain[0] in modules and len(chain) > 1:
                    chain = chain[1:]
                elif chain[0] in modules:
                    i += 1          # SwiftUI.Text: let the name be read unqualified
                    continue
                base = '.'.join(chain)
                if first_idx >= 1 and toks[first_idx - 1][0] == '\\':
                    add('\\' + base + '.' + name, 'keypath', chain[0], name)
                    i += 2
                    continue
                if name == 'init':
                    if i + 2 < n and toks[i + 2][0] == '(':
                        labels, _ = arg_labels(toks, i + 2)
                        add(call_key(base, labels), 'init', chain[0])
                    i += 2
                    continue
                add(base + '.' + name, 'static-member', chain[0], name)
                i += 2
                continue
            if generic_base:
                if name != 'init':
                    add(generic_base + '.' + name, 'static-member', generic_base, name)
                i += 2
                continue
            # value member or implicit member
            implicit = True
            if prev is not None:
                pk, pt = prev[0], prev[1]
                if pk in VALUE_END:
                    implicit = pk == 'id' and pt in IMPLICIT_KW
                    if pk == 'id' and pt in ('self', 'super', 'Self') and (
                            name == 'init' or name in decls.members):
                        i += 2
                        continue
                elif pk == 'op' and pt == '>' and not ws:
                    implicit = False
            add('.' + name, 'implicit-member' if implicit else 'member', None, name)
            i += 2
            continue
        if kind == 'at':
            j = i + 1
            if text[0].islower() or text.startswith('_'):
                # language attribute: skip its arguments (@available(iOS 15, *))
                if j < n and toks[j][0] == '(' and not toks[j][3]:
                    j = matching(toks, j, '(', ')') + 1
                add('@' + text, 'attribute', None, None)
                i = j
                continue
            if j < n and toks[j][0] == '(' and not toks[j][3]:
                k = matching(toks, j, '(', ')') + 1
            else:
                k = j
            while k < n and ((toks[k][0] == 'id' and toks[k][1] in MODIFIERS) or
                             toks[k][0] == 'at'):
                if toks[k][0] == 'at' and k + 1 < n and toks[k + 1][0] == '(':
                    k = matching(toks, k + 1, '(', ')') + 1
                elif k + 1 < n and toks[k + 1][0] == '(' and toks[k][0] == 'id':
                    k = matching(toks, k + 1, '(', ')') + 1
                else:
                    k += 1
            is_var = k < n and toks[k][0] == 'id' and toks[k][1] in ('var', 'let')
            st = wrapper_stats[text]
            st[0] += 1
            st[1] += is_var
            add('@' + text, 'attribute', text, None)
            i += 1
            continue
        if kind == 'hash':
            if text not in DIRECTIVES:
                if text in ('available', 'unavailable') and i + 1 < n and toks[i + 1][0] == '(':
                    add('#' + text, 'macro', None, None)
                    i = matching(toks, i + 1, '(', ')') + 1
                    continue
                add('#' + text, 'macro', text if is_upper(text) else None, None)
            i += 1
            continue
        i += 1


def keep(key, cat, base, member, decls):
    """The SDK filter: False when the name comes from the repository itself."""
    if base is not None and base in decls.types:
        return False
    if cat == 'init':
        return key not in decls.ext_init_keys
    if cat == 'global-func':
        return not (member in decls.funcs or member in decls.members or member in decls.locals)
    if cat == 'macro':
        return key[1:] not in decls.funcs
    if cat == 'member':
        return member not in decls.member_filter
    if cat == 'implicit-member':
        # `.name` with no base resolves to a static member or enum case of the contextual type
        return member not in decls.static_members
    if cat == 'keypath':
        if base is None:
            return member not in decls.member_filter
        return member not in decls.ext_members
    if cat == 'static-member':
        return member not in decls.ext_members
    return True


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------

def repo_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith('.swift'):
                yield os.path.join(dirpath, f)


def scan_repo(path, wrapper_stats):
    decls = Decls()
    files = []
    for fp in repo_files(path):
        try:
            with open(fp, encoding='utf-8', errors='replace') as fh:
                src = fh.read()
        except OSError:
            continue
        toks, _ = lex(src)
        header = [False] * len(toks)
        collect_decls(toks, decls, header)
        files.append((toks, header))
    decls.finish()
    raw = {}
    for toks, header in files:
        count_uses(toks, header, decls, raw, wrapper_stats)
    counts = collections.Counter()
    for (key, cat), (c, base, member) in raw.items():
        if keep(key, cat, base, member, decls):
            counts[(key, cat)] += c
    return counts, len(files)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('corpus', help='folder with one sub-folder per repository')
    ap.add_argument('-o', '--output', help='TSV to write (default: stdout)')
    ap.add_argument('--top', type=int, default=3000, help='rows to keep (default 3000)')
    ap.add_argument('--min-repos', type=int, default=3,
                    help='a key must occur in at least this many repositories (default 3)')
    ap.add_argument('--per-repo', help='also write per-repository counts to this TSV')
    ap.add_argument('-q', '--quiet', action='store_true')
    args = ap.parse_args(argv)

    t0 = time.time()
    repos = sorted(d for d in os.listdir(args.corpus)
                   if os.path.isdir(os.path.join(args.corpus, d)))
    wrapper_stats = collections.defaultdict(lambda: [0, 0])
    total = collections.Counter()
    nrepos = collections.Counter()
    per_repo = {}
    nfiles = 0
    for r in repos:
        counts, nf = scan_repo(os.path.join(args.corpus, r), wrapper_stats)
        nfiles += nf
        per_repo[r] = counts
        for k, c in counts.items():
            total[k] += c
            nrepos[k] += 1

    def category(key, cat):
        if cat == 'attribute' and key[1:2].isupper():
            uses, on_var = wrapper_stats[key[1:]]
            if uses and on_var >= 0.8 * uses:
                return 'property-wrapper'
        return cat

    rows = [(c, key, category(key, cat), nrepos[(key, cat)]) for (key, cat), c in total.items()
            if nrepos[(key, cat)] >= args.min_repos]
    rows.sort(key=lambda r: (-r[0], -r[3], r[1], r[2]))
    rows = rows[:args.top]
    out = open(args.output, 'w', encoding='utf-8') if args.output else sys.stdout
    out.write('rank\tkey\tcategory\toccurrences\trepositories\n')
    for rank, (c, key, cat, nr) in enumerate(rows, 1):
        out.write(f'{rank}\t{key}\t{cat}\t{c}\t{nr}\n')
    if args.output:
        out.close()
    if args.per_repo:
        with open(args.per_repo, 'w', encoding='utf-8') as fh:
            fh.write('repository\tkey\tcategory\toccurrences\n')
            for r in repos:
                for (key, cat), c in sorted(per_repo[r].items(), key=lambda kv: (-kv[1], kv[0])):
                    fh.write(f'{r}\t{key}\t{category(key, cat)}\t{c}\n')
    if not args.quiet:
        print(f'{len(repos)} repositories, {nfiles} files, {sum(total.values())} occurrences '
              f'counted ({len(total)} distinct keys, {len(rows)} listed) in '
              f'{time.time() - t0:.1f}s', file=sys.stderr)


if __name__ == '__main__':
    main()
