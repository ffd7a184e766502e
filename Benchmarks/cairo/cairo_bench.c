/* The benchmark workload drawn with cairo (image surface, pixman), timed like loupe-bench: median ms per phase
 * over N frames after warm-up. Same op semantics as shared/bench/README.md; text through cairo's glyph cache with
 * DejaVu Sans Mono loaded by FreeType, unhinted, grayscale anti-aliasing. Not built by CI: see run.sh. */
#define _POSIX_C_SOURCE 200809L
#define PI 3.14159265358979323846
#include <cairo.h>
#include <cairo-ft.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { CLEAR, RECTS, RRECTS, CROSSHAIRS, TEXT, PHASES };
static const char *phase_names[PHASES] = {"clear", "rects", "rrects", "crosshairs", "text"};

typedef struct {
    int phase;
    double v[16];     /* the numeric fields in file order */
    char text[256];   /* text ops only */
} op_t;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int n) {
    qsort(values, n, sizeof *values, compare);
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    r = fmax(0, fmin(r, fmin(w, h) / 2));
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, PI / 2, PI);
    cairo_arc(cr, x + r, y + r, r, PI, 3 * PI / 2);
    cairo_close_path(cr);
}

static void rgb(cairo_t *cr, const double *c, double alpha) {
    cairo_set_source_rgba(cr, c[0] / 255, c[1] / 255, c[2] / 255, alpha);
}

static void draw(cairo_t *cr, const op_t *op, double *current_size) {
    const double *v = op->v;
    switch (op->phase) {
    case RECTS: { /* x y w h r g b alpha border: fill, then the border as four rects */
        double x = v[0], y = v[1], w = v[2], h = v[3], b = fmin(v[8], fmin(w, h) / 2);
        cairo_rectangle(cr, x, y, w, h);
        rgb(cr, v + 4, v[7]);
        cairo_fill(cr);
        cairo_rectangle(cr, x, y, w, b);
        cairo_rectangle(cr, x, y + h - b, w, b);
        cairo_rectangle(cr, x, y + b, b, h - 2 * b);
        cairo_rectangle(cr, x + w - b, y + b, b, h - 2 * b);
        rgb(cr, v + 4, 1);
        cairo_fill(cr);
        break;
    }
    case RRECTS: { /* x y w h radius r g b alpha border: fill, then the ring between r and r - border */
        double x = v[0], y = v[1], w = v[2], h = v[3], r = v[4], b = v[9];
        rounded_rect(cr, x, y, w, h, r);
        rgb(cr, v + 5, v[8]);
        cairo_fill(cr);
        rounded_rect(cr, x, y, w, h, r);
        rounded_rect(cr, x + b, y + b, w - 2 * b, h - 2 * b, fmax(r - b, 0));
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        rgb(cr, v + 5, 1);
        cairo_fill(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        break;
    }
    case CROSSHAIRS: { /* cx cy circle_r rgb circle_alpha arm rgb dot_r rgb */
        double cx = v[0], cy = v[1], arm = v[7];
        cairo_arc(cr, cx + 0.5, cy + 0.5, v[2], 0, 2 * PI);
        rgb(cr, v + 3, v[6]);
        cairo_fill(cr);
        cairo_rectangle(cr, cx - arm, cy - 1, 2 * arm + 1, 3);
        cairo_rectangle(cr, cx - 1, cy - arm, 3, 2 * arm + 1);
        rgb(cr, v + 8, 1);
        cairo_fill(cr);
        cairo_arc(cr, cx + 0.5, cy + 0.5, v[11], 0, 2 * PI);
        rgb(cr, v + 12, 1);
        cairo_fill(cr);
        break;
    }
    case TEXT: /* x y size r g b string */
        /* The face is set once, before the frames, and the size only when it changes: setting either makes cairo
           look its scaled font up again at the next label (a hash lookup under a lock), which a program drawing
           many labels in one font does not pay. */
        if (v[2] != *current_size) {
            cairo_set_font_size(cr, v[2]);
            *current_size = v[2];
        }
        rgb(cr, v + 3, 1);
        cairo_move_to(cr, v[0], v[1]);
        cairo_show_text(cr, op->text);
        cairo_new_path(cr);
        break;
    }
}

/* Reads workload.ops; returns the op count, or -1 with a message. */
static int parse(const char *path, op_t **ops_out, int *width, int *height, char *font, size_t font_size) {
    FILE *file = fopen(path, "r");
    if (!file) { fprintf(stderr, "cairo-bench: cannot read %s\n", path); return -1; }
    static const struct { const char *name; int phase, fields; } kinds[] = {
        {"rect ", RECTS, 9}, {"rrect ", RRECTS, 10}, {"crosshair ", CROSSHAIRS, 15}, {"text ", TEXT, 6}};
    char line[1024];
    int count = 0, capacity = 512, line_number = 0;
    op_t *ops = calloc(capacity, sizeof *ops);
    while (fgets(line, sizeof line, file)) {
        line_number++;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0]) continue;
        if (sscanf(line, "canvas %d %d", width, height) == 2) continue;
        if (!strncmp(line, "font ", 5)) { snprintf(font, font_size, "%s", line + 5); continue; }
        size_t k = 0;
        while (k < 4 && strncmp(line, kinds[k].name, strlen(kinds[k].name))) k++;
        if (k == 4) { fprintf(stderr, "cairo-bench: line %d: unknown op\n", line_number); fclose(file); return -1; }
        if (count == capacity) ops = realloc(ops, (capacity *= 2) * sizeof *ops);
        op_t *op = &ops[count++];
        memset(op, 0, sizeof *op);
        op->phase = kinds[k].phase;
        char *cursor = line + strlen(kinds[k].name);
        for (int i = 0; i < kinds[k].fields; i++) {
            char *end;
            op->v[i] = strtod(cursor, &end);
            if (end == cursor) { fprintf(stderr, "cairo-bench: line %d: field %d\n", line_number, i + 2); fclose(file); return -1; }
            cursor = *end == ' ' ? end + 1 : end;
        }
        if (op->phase == TEXT) snprintf(op->text, sizeof op->text, "%s", cursor);
    }
    fclose(file);
    *ops_out = ops;
    return count;
}

int main(int argc, char **argv) {
    const char *workload = NULL, *output = NULL;
    int frames = 30, warmup = 3, json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--warmup") && i + 1 < argc) warmup = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--output") && i + 1 < argc) output = argv[++i];
        else workload = argv[i];
    }
    if (!workload || frames < 1 || frames > 100000 || warmup < 1) {
        fprintf(stderr, "usage: cairo-bench WORKLOAD.ops [--json] [--frames N] [--warmup N] [--output FRAME.png]\n");
        return 64;
    }
    op_t *ops;
    int width = 0, height = 0;
    char font_name[1024] = "", font_path[1100];
    int count = parse(workload, &ops, &width, &height, font_name, sizeof font_name);
    if (count < 0) return 65;
    if (width <= 0 || height <= 0) { fprintf(stderr, "cairo-bench: no canvas line\n"); return 65; }
    snprintf(font_path, sizeof font_path, "/usr/share/fonts/truetype/dejavu/%s", font_name);

    FT_Library library;
    FT_Face face;
    if (FT_Init_FreeType(&library) || FT_New_Face(library, font_path, 0, &face)) {
        fprintf(stderr, "cairo-bench: cannot open %s (apt-get install -y fonts-dejavu-core)\n", font_path);
        return 65;
    }
    cairo_font_face_t *font = cairo_ft_font_face_create_for_ft_face(face, FT_LOAD_NO_HINTING);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_set_font_face(cr, font);
    double current_size = -1;

    double *samples = calloc((size_t)frames * (PHASES + 1), sizeof *samples);
    for (int f = -warmup; f < frames; f++) {
        double phase_ms[PHASES] = {0}, start = now_ms();
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        double mark = now_ms();
        phase_ms[CLEAR] = mark - start;
        for (int i = 0; i < count; i++) {
            draw(cr, &ops[i], &current_size);
            if (i + 1 == count || ops[i + 1].phase != ops[i].phase) {
                double t = now_ms();
                phase_ms[ops[i].phase] += t - mark;
                mark = t;
            }
        }
        cairo_surface_flush(surface);
        if (f < 0) continue;
        for (int p = 0; p < PHASES; p++) samples[p * frames + f] = phase_ms[p];
        samples[PHASES * frames + f] = now_ms() - start;
    }
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-bench: %s\n", cairo_status_to_string(cairo_status(cr)));
        return 70;
    }
    double frame = median(samples + PHASES * frames, frames);
    if (json) {
        printf("{\"engine\":\"cairo %s\",\"frame_ms\":%.3f", cairo_version_string(), frame);
        for (int p = 0; p < PHASES; p++) printf(",\"%s_ms\":%.3f", phase_names[p], median(samples + p * frames, frames));
        printf(",\"frames\":%d}\n", frames);
    } else {
        printf("cairo %s, median of %d frames after %d warm-up, ms\n", cairo_version_string(), frames, warmup);
        for (int p = 0; p < PHASES; p++) printf("%-12s%.3f\n", phase_names[p], median(samples + p * frames, frames));
        printf("%-12s%.3f\n", "frame", frame);
    }
    if (output && cairo_surface_write_to_png(surface, output) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-bench: cannot write %s\n", output);
        return 74;
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    cairo_font_options_destroy(options);
    cairo_font_face_destroy(font);
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    free(samples);
    free(ops);
    return 0;
}
