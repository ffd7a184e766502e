#!/usr/bin/env python3
"""Writes a generated SwiftPM package whose one target is a SwiftUI module, for timing the front end.

    Benchmarks/swift-module.py DIR [--files N] [--previews-per-file P]

Sources/App holds N files. Each declares a model (a struct of 23 properties), its sample data and a row view; with
--previews-per-file P (default 0) each also has P `#Preview`s of its row. Previews.swift always holds one preview
that uses the first file's model only, so reading the module is what it costs beyond a self-contained file.
Deterministic: the same arguments write the same bytes.
"""
import argparse
import os

FIELDS = [("title", "String", '"Item {i}"'), ("subtitle", "String", '"Subtitle {i}"'), ("count", "Int", "{i}"),
          ("price", "Double", "{i}.5"), ("isFavourite", "Bool", "false")] + \
         [(f"note{k}", "String", f'"Note {k} of {{i}}"') for k in range(18)]


def model_file(index, previews):
    name = f"Model{index}"
    lines = ["import SwiftUI", "", f"struct {name}: Identifiable {{", "    let id: Int"]
    lines += [f"    var {field}: {kind}" for field, kind, _ in FIELDS[:22]]
    lines += ["", f"    static let samples: [{name}] = ["]
    for i in range(1, 4):
        values = ", ".join(f"{field}: {value.format(i=i)}" for field, _, value in FIELDS[:22])
        lines.append(f"        {name}(id: {i}, {values}),")
    lines += ["    ]", "}", "", f"struct {name}Row: View {{", f"    let item: {name}", "",
              "    var body: some View {",
              "        HStack(spacing: 12) {",
              "            VStack(alignment: .leading, spacing: 4) {",
              "                Text(item.title).font(.headline)",
              "                Text(item.subtitle).font(.subheadline).foregroundStyle(.secondary)",
              "            }",
              "            Spacer()",
              "            Text(\"\\(item.count)\").font(.body.monospaced())",
              "        }",
              "        .padding(12)",
              "        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.15)))",
              "    }", "}", ""]
    for p in range(previews):
        lines += [f'#Preview("{name} {p + 1}") {{', f"    {name}Row(item: {name}.samples[{p % 3}]).padding()", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--files", type=int, default=49)
    parser.add_argument("--previews-per-file", type=int, default=0)
    args = parser.parse_args()
    app = os.path.join(args.dir, "Sources", "App")
    os.makedirs(app, exist_ok=True)
    with open(os.path.join(args.dir, "Package.swift"), "w") as f:
        f.write('// swift-tools-version:6.0\nimport PackageDescription\n'
                'let package = Package(name: "App", targets: [.target(name: "App")])\n')
    for index in range(1, args.files + 1):
        with open(os.path.join(app, f"Model{index}.swift"), "w") as f:
            f.write(model_file(index, args.previews_per_file))
    with open(os.path.join(app, "Previews.swift"), "w") as f:
        f.write('import SwiftUI\n\n#Preview {\n    VStack { ForEach(Model1.samples) { Model1Row(item: $0) } }\n}\n')


if __name__ == "__main__":
    main()
