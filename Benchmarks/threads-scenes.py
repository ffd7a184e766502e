#!/usr/bin/env python3
"""Writes the scenes `threads.sh` times with 1 and 2 threads, all on the benchmark-sized canvas (390×844 pt at @3x,
1170×2532 pixels), into the folder given as the only argument:

- colours-40.json  — 40 translucent full-screen colours (raster-heavy: 40 passes over the canvas);
- guides-20.json   — 20 VisualLayoutGuides in one ZStack, automatic positioning off (overlay-heavy: 20 materials);
- workload.json    — the shared overlay benchmark frame (../shared/bench/workload.json) restated as a scene: its
                     40 rects, 20 rounded rects, 30 crosshairs and 200 labels as views placed with `offset`
                     (pixels / 3 = points). Labels use the bundled monospaced font, not DejaVu Sans Mono, so the
                     picture is the workload's in shapes and amounts, not pixel for pixel.
"""
import json
import os
import sys

SCALE = 3
DEVICE = {"width": 390, "height": 844, "scale": SCALE}


def colour(rgb, opacity=1.0):
    value = {"red": rgb[0] / 255, "green": rgb[1] / 255, "blue": rgb[2] / 255}
    if opacity != 1.0:
        value["opacity"] = opacity
    return value


def placed(view, x, y, width, height):
    """`view` in a frame of width×height pixels whose top-left corner is at (x, y) pixels."""
    view.setdefault("modifiers", [])
    view["modifiers"] += [
        {"frame": {"width": width / SCALE, "height": height / SCALE}},
        {"offset": {"x": x / SCALE, "y": y / SCALE}},
    ]
    return view


def rect(op):
    fill = {"Color": colour(op["rgb"], op["fill_alpha"]),
            "modifiers": [{"border": {"color": colour(op["rgb"]), "width": op["border"] / SCALE}}]}
    return [placed(fill, op["x"], op["y"], op["w"], op["h"])]


def rounded_rect(op):
    radius = op["r"] / SCALE
    outline = {"RoundedRectangle": {"cornerRadius": radius,
                                    "strokeBorder": {"lineWidth": op["border"] / SCALE, "style": colour(op["rgb"])}}}
    fill = {"RoundedRectangle": {"cornerRadius": radius},
            "modifiers": [{"foregroundStyle": colour(op["rgb"], op["fill_alpha"])}, {"overlay": outline}]}
    return [placed(fill, op["x"], op["y"], op["w"], op["h"])]


def crosshair(op):
    cx, cy, arm, r, dot = op["cx"] + 0.5, op["cy"] + 0.5, op["arm"], op["circle_r"], op["dot_r"]
    disc = {"Circle": {}, "modifiers": [{"foregroundStyle": colour(op["circle_rgb"], op["circle_alpha"])}]}
    across = {"Color": colour(op["line_rgb"])}
    down = {"Color": colour(op["line_rgb"])}
    centre = {"Circle": {}, "modifiers": [{"foregroundStyle": colour(op["dot_rgb"])}]}
    return [
        placed(disc, cx - r, cy - r, 2 * r, 2 * r),
        placed(across, op["cx"] - arm, op["cy"] - 1, 2 * arm + 1, 3),
        placed(down, op["cx"] - 1, op["cy"] - arm, 3, 2 * arm + 1),
        placed(centre, cx - dot, cy - dot, 2 * dot, 2 * dot),
    ]


def text(op):
    size = op["size"] / SCALE
    label = {"Text": {"string": op["text"], "font": {"size": size, "design": "monospaced"}},
             "modifiers": [{"foregroundStyle": colour(op["rgb"])}, {"fixedSize": True},
                           # The op's y is the baseline; a line's baseline sits about 0.8 em below its top.
                           {"offset": {"x": op["x"] / SCALE, "y": (op["y"] - 0.8 * op["size"]) / SCALE}}]}
    return [label]


def canvas_stack(content):
    return {"ZStack": {"alignment": "topLeading", "content": content},
            "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"}},
                          {"ignoresSafeArea": True}]}


def workload_scene(path):
    with open(path) as file:
        workload = json.load(file)
    if (workload["width"], workload["height"]) != (DEVICE["width"] * SCALE, DEVICE["height"] * SCALE):
        sys.exit(f"{path}: expected a {DEVICE['width'] * SCALE}×{DEVICE['height'] * SCALE} workload")
    makers = {"rect": rect, "rrect": rounded_rect, "crosshair": crosshair, "text": text}
    views = [{"Color": "white"}]
    for op in workload["ops"]:
        views += makers[op["op"]](op)
    return {"device": DEVICE, "body": canvas_stack(views)}


def colours_scene(count=40):
    views = []
    for i in range(count):
        rgb = [(i * 37) % 256, (i * 91) % 256, (i * 53) % 256]
        views.append({"Color": colour(rgb), "modifiers": [{"opacity": 0.2}]})
    return {"device": DEVICE, "body": {"ZStack": {"content": views}}}


def guides_scene(count=20):
    guides = [{"VisualLayoutGuide": f"Guide {i}"} for i in range(count)]
    return {"device": DEVICE, "body": {"ZStack": {"content": guides},
                                       "modifiers": [{"visualLayoutGuidePositioning": "disabled"}]}}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: threads-scenes.py FOLDER")
    folder = sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    workload = os.path.join(here, "..", "..", "shared", "bench", "workload.json")
    scenes = {"colours-40": colours_scene(), "guides-20": guides_scene(), "workload": workload_scene(workload)}
    for name, scene in scenes.items():
        with open(os.path.join(folder, name + ".json"), "w") as file:
            json.dump(scene, file)


if __name__ == "__main__":
    main()
