/* The marks of a risk table found in one pass, grouped as the scan reads them (ADR 0300).
 *
 * An Aho-Corasick automaton of a table's marks laid out in a few flat arrays (nodes in
 * breadth-first order, each node's edges sorted by character, the root's ASCII edges as a
 * table), walked over the text's code points with no Python object made on the way; the hits
 * are then grouped in C into what ``AnchoredTable._walk`` returns: where each mark starts, in
 * the order the marks are first found, and the marks found of each numbered set. Built by
 * ``./dev setup`` (setup.py, optional); without it ``anchors.py`` walks ``pyahocorasick`` and
 * groups the hits in Python, with the same result.
 *
 * Nothing of the automaton changes after it is made, and a walk keeps its scratch arrays on
 * its own, so calls from several threads need nothing shared (the Python objects are made
 * after the walk, while the GIL is held).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* 12 bytes a node: what a step reads, and no more (the walk is bound by memory) */
typedef struct {
    int32_t fail;   /* the longest proper suffix that is a node */
    int32_t out;    /* the first mark ending here (the longest), or -1; then ``next_out`` */
    uint32_t tag;   /* 0: no child; odd: one child, the next node (depth first), its
                     * character ``tag >> 1``; even: ``(h + 1) << 1``, where edges[h].ch is
                     * the number of children and edges[h + 1 ..] are they, by character */
} Node;

typedef struct {
    uint32_t ch;
    int32_t to;
} Edge;

typedef struct {
    PyObject_HEAD
    Node *nodes;
    Edge *edges;
    Py_ssize_t n_nodes;
    Py_ssize_t n_marks;
    Py_ssize_t n_sets;           /* the largest set number + 1 */
    PyObject **marks;            /* each mark (a str) */
    Py_ssize_t *lengths;         /* its length in code points */
    int32_t *next_out;           /* the next mark ending where it ends (shorter), or -1 */
    int32_t *out_length;         /* its length, beside the walk's other arrays */
    PyObject **numbers;          /* the numbers of its sets (a tuple of int) */
    Py_ssize_t **set_numbers;    /* the same, as C integers */
    int32_t root[128];           /* the root's child for each ASCII character, or 0 */
    int32_t *root_cjk;           /* the root's child for each CJK ideograph (``CJK_FIRST`` on),
                                  * or 0; NULL when the root has few such children */
} Automaton;

/* The CJK Unified Ideographs block: a Chinese table's root has hundreds of children there, and
 * a binary search among them at each character of a Chinese text was about half its walk (stop
 * 49); one table of 84 KiB per such automaton reads the child at once. */
#define CJK_FIRST 0x4E00u
#define CJK_SPAN (0xA000u - CJK_FIRST)
#define CJK_TABLE_FROM 8  /* more root children in the block than this: the table is made */

static inline int32_t
child(const Automaton *a, int32_t node, uint32_t ch)
{
    uint32_t tag = a->nodes[node].tag;
    if (tag & 1)  /* a chain's next node is the next one in memory */
        return (tag >> 1) == ch ? node + 1 : -1;
    if (tag == 0)
        return -1;
    const Edge *e = a->edges + (tag >> 1);  /* the header's count, then the edges */
    int32_t count = (int32_t)e[-1].ch;
    int32_t lo = 0, hi = count;
    if (hi <= 8) {
        for (int32_t i = 0; i < hi; i++) {
            if (e[i].ch == ch)
                return e[i].to;
        }
        return -1;
    }
    while (lo < hi) {
        int32_t mid = (lo + hi) >> 1;
        if (e[mid].ch < ch)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (lo < count && e[lo].ch == ch) ? e[lo].to : -1;
}

static void
Automaton_dealloc(Automaton *self)
{
    if (self->marks != NULL) {
        for (Py_ssize_t i = 0; i < self->n_marks; i++) {
            Py_XDECREF(self->marks[i]);
            Py_XDECREF(self->numbers[i]);
            PyMem_Free(self->set_numbers ? self->set_numbers[i] : NULL);
        }
    }
    PyMem_Free(self->marks);
    PyMem_Free(self->numbers);
    PyMem_Free(self->set_numbers);
    PyMem_Free(self->lengths);
    PyMem_Free(self->next_out);
    PyMem_Free(self->out_length);
    PyMem_Free(self->nodes);
    PyMem_Free(self->edges);
    PyMem_Free(self->root_cjk);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* the trie while it is built: each node's children as a list of siblings */
typedef struct {
    uint32_t ch;
    int32_t first_child;
    int32_t last_child;
    int32_t next_sibling;
    int32_t mark;
} Building;

static int
compare_edges(const void *x, const void *y)
{
    uint32_t a = ((const Edge *)x)->ch, b = ((const Edge *)y)->ch;
    return (a > b) - (a < b);
}

static int
Automaton_init(Automaton *self, PyObject *args, PyObject *kwds)
{
    static char *keywords[] = {"marks", "numbers", NULL};
    PyObject *marks_arg, *numbers_arg;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO", keywords, &marks_arg, &numbers_arg))
        return -1;
    if (self->nodes != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "an Automaton is made once");
        return -1;
    }
    PyObject *marks = PySequence_Fast(marks_arg, "marks: a sequence of str");
    if (marks == NULL)
        return -1;
    PyObject *numbers = PySequence_Fast(numbers_arg, "numbers: a sequence of tuples");
    if (numbers == NULL) {
        Py_DECREF(marks);
        return -1;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(marks);
    Building *trie = NULL;
    int32_t *order = NULL;
    int result = -1;
    if (PySequence_Fast_GET_SIZE(numbers) != n) {
        PyErr_SetString(PyExc_ValueError, "one tuple of set numbers for each mark");
        goto done;
    }
    if (n >= INT32_MAX / 64) {
        PyErr_SetString(PyExc_ValueError, "too many marks");
        goto done;
    }
    self->marks = PyMem_Calloc(n ? n : 1, sizeof(PyObject *));
    self->numbers = PyMem_Calloc(n ? n : 1, sizeof(PyObject *));
    self->set_numbers = PyMem_Calloc(n ? n : 1, sizeof(Py_ssize_t *));
    self->lengths = PyMem_Calloc(n ? n : 1, sizeof(Py_ssize_t));
    self->next_out = PyMem_Calloc(n ? n : 1, sizeof(int32_t));
    self->out_length = PyMem_Calloc(n ? n : 1, sizeof(int32_t));
    if (!self->marks || !self->numbers || !self->set_numbers || !self->lengths ||
        !self->next_out || !self->out_length) {
        PyErr_NoMemory();
        goto done;
    }
    self->n_marks = n;
    Py_ssize_t total = 1;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *mark = PySequence_Fast_GET_ITEM(marks, i);
        PyObject *sets = PySequence_Fast_GET_ITEM(numbers, i);
        if (!PyUnicode_Check(mark) || PyUnicode_READY(mark) < 0 ||
            PyUnicode_GET_LENGTH(mark) == 0) {
            PyErr_SetString(PyExc_TypeError, "each mark is a str of one character or more");
            goto done;
        }
        if (!PyTuple_Check(sets)) {
            PyErr_SetString(PyExc_TypeError, "each mark's set numbers are a tuple");
            goto done;
        }
        Py_INCREF(mark);
        Py_INCREF(sets);
        self->marks[i] = mark;
        self->numbers[i] = sets;
        self->lengths[i] = PyUnicode_GET_LENGTH(mark);
        self->out_length[i] = (int32_t)self->lengths[i];
        total += self->lengths[i];
        Py_ssize_t count = PyTuple_GET_SIZE(sets);
        self->set_numbers[i] = PyMem_Calloc(count + 1, sizeof(Py_ssize_t));
        if (self->set_numbers[i] == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        for (Py_ssize_t k = 0; k < count; k++) {
            Py_ssize_t number = PyLong_AsSsize_t(PyTuple_GET_ITEM(sets, k));
            if (number == -1 && PyErr_Occurred())
                goto done;
            if (number < 0) {
                PyErr_SetString(PyExc_ValueError, "a set number is 0 or more");
                goto done;
            }
            self->set_numbers[i][k] = number;
            if (number + 1 > self->n_sets)
                self->n_sets = number + 1;
        }
    }
    if (total >= INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "too many characters");
        goto done;
    }
    /* the trie, node 0 the root (a sorted list of marks adds each node's children in order,
     * and finds a shared prefix in the child added last) */
    trie = PyMem_Malloc(total * sizeof(Building));
    if (trie == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t built = 1;
    trie[0] = (Building){0, -1, -1, -1, -1};
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *mark = self->marks[i];
        int kind = PyUnicode_KIND(mark);
        const void *data = PyUnicode_DATA(mark);
        int32_t node = 0;
        for (Py_ssize_t j = 0; j < self->lengths[i]; j++) {
            uint32_t ch = PyUnicode_READ(kind, data, j);
            int32_t next = trie[node].last_child;
            if (next < 0 || trie[next].ch != ch) {
                for (next = trie[node].first_child; next >= 0; next = trie[next].next_sibling) {
                    if (trie[next].ch == ch)
                        break;
                }
            }
            if (next < 0) {
                next = (int32_t)built++;
                trie[next] = (Building){ch, -1, -1, -1, -1};
                if (trie[node].last_child >= 0)
                    trie[trie[node].last_child].next_sibling = next;
                else
                    trie[node].first_child = next;
                trie[node].last_child = next;
            }
            node = next;
        }
        if (trie[node].mark >= 0) {
            PyErr_SetString(PyExc_ValueError, "each mark once");
            goto done;
        }
        trie[node].mark = (int32_t)i;
    }
    /* depth first: a node's first child is the node after it, so a chain of single
     * children (most of a long mark) lies in one run of memory */
    self->nodes = PyMem_Malloc(built * sizeof(Node));
    self->edges = PyMem_Malloc(2 * built * sizeof(Edge));  /* with a header each */
    order = PyMem_Malloc(3 * built * sizeof(int32_t));
    if (!self->nodes || !self->edges || !order) {
        PyErr_NoMemory();
        goto done;
    }
    self->n_nodes = built;
    int32_t *number = order + built;  /* number[old] = new */
    int32_t *own = order + 2 * built;  /* own[new]: the mark ending at the node, or -1 */
    Py_ssize_t top = 0, next_number = 0, edges = 0;
    order[top++] = 0;  /* a stack of old nodes */
    while (top > 0) {
        int32_t old = order[--top];
        number[old] = (int32_t)next_number++;
        /* children pushed last first, so the first is numbered next */
        int32_t count = 0;
        for (int32_t c = trie[old].first_child; c >= 0; c = trie[c].next_sibling)
            count++;
        Py_ssize_t at = top + count;
        for (int32_t c = trie[old].first_child; c >= 0; c = trie[c].next_sibling)
            order[--at] = c;
        top += count;
    }
    /* each node's fields, its edges by the children's new numbers */
    for (Py_ssize_t old = 0; old < built; old++) {
        int32_t at = number[old];
        Node *node = &self->nodes[at];
        own[at] = trie[old].mark;
        node->out = -1;
        node->fail = 0;
        int32_t count = 0;
        for (int32_t c = trie[old].first_child; c >= 0; c = trie[c].next_sibling)
            count++;
        if (count == 0) {
            node->tag = 0;
        }
        else if (count == 1) {
            node->tag = (trie[trie[old].first_child].ch << 1) | 1;
        }
        else {
            Py_ssize_t header = edges++;
            self->edges[header].ch = (uint32_t)count;
            self->edges[header].to = -1;
            node->tag = (uint32_t)(header + 1) << 1;
            for (int32_t c = trie[old].first_child; c >= 0; c = trie[c].next_sibling) {
                self->edges[edges].ch = trie[c].ch;
                self->edges[edges].to = number[c];
                edges++;
            }
            qsort(self->edges + header + 1, count, sizeof(Edge), compare_edges);
        }
    }
    if (edges >= INT32_MAX / 2) {
        PyErr_SetString(PyExc_ValueError, "too many characters");
        goto done;
    }
    /* fail links and the marks ending at each node, breadth first (a suffix is shallower,
     * so made before) */
    self->nodes[0].fail = 0;
    self->nodes[0].out = -1;
    Py_ssize_t head = 0, tail = 0;
    order[tail++] = 0;  /* a queue of new numbers (the stack is done with) */
    while (head < tail) {
        int32_t u = order[head++];
        uint32_t tag = self->nodes[u].tag;
        int32_t count = tag == 0 ? 0 : (tag & 1) ? 1 : (int32_t)self->edges[(tag >> 1) - 1].ch;
        for (int32_t k = 0; k < count; k++) {
            uint32_t ch = (tag & 1) ? tag >> 1 : self->edges[(tag >> 1) + k].ch;
            int32_t to = (tag & 1) ? u + 1 : self->edges[(tag >> 1) + k].to;
            int32_t fail = 0;
            if (u != 0) {
                int32_t f = self->nodes[u].fail;
                for (;;) {
                    int32_t t = child(self, f, ch);
                    if (t >= 0) {
                        fail = t;
                        break;
                    }
                    if (f == 0)
                        break;
                    f = self->nodes[f].fail;
                }
            }
            self->nodes[to].fail = fail;
            /* the longest mark ending here first, then those of its suffixes */
            int32_t suffix = self->nodes[fail].out;
            if (own[to] >= 0) {
                self->next_out[own[to]] = suffix;
                self->nodes[to].out = own[to];
            }
            else {
                self->nodes[to].out = suffix;
            }
            order[tail++] = to;
        }
    }
    for (uint32_t ch = 0; ch < 128; ch++) {
        int32_t t = child(self, 0, ch);
        self->root[ch] = t < 0 ? 0 : t;
    }
    uint32_t root_tag = self->nodes[0].tag;
    if (root_tag != 0 && !(root_tag & 1)) {
        const Edge *e = self->edges + (root_tag >> 1);
        int32_t count = (int32_t)e[-1].ch, in_block = 0;
        for (int32_t k = 0; k < count; k++)
            in_block += e[k].ch - CJK_FIRST < CJK_SPAN;
        if (in_block > CJK_TABLE_FROM) {
            self->root_cjk = PyMem_Calloc(CJK_SPAN, sizeof(int32_t));
            if (self->root_cjk == NULL) {
                PyErr_NoMemory();
                goto done;
            }
            for (int32_t k = 0; k < count; k++) {
                if (e[k].ch - CJK_FIRST < CJK_SPAN)
                    self->root_cjk[e[k].ch - CJK_FIRST] = e[k].to;
            }
        }
    }
    result = 0;
done:
    PyMem_Free(trie);
    PyMem_Free(order);
    Py_DECREF(marks);
    Py_DECREF(numbers);
    return result;
}

typedef struct {
    int32_t mark;
    int32_t start;
} Hit;

/* every hit of the spans, in the order of their last character, the longest first where
 * several end at one place (as ``pyahocorasick`` reports them) */
static Hit *
walk_hits(const Automaton *a, PyObject *text, PyObject *spans, Py_ssize_t *count)
{
    Py_ssize_t capacity = 256, used = 0;
    Hit *hits = PyMem_Malloc(capacity * sizeof(Hit));
    if (hits == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text);
    Py_ssize_t n_spans = PySequence_Fast_GET_SIZE(spans);
    const Node *nodes = a->nodes;
    const int32_t *next_out = a->next_out, *out_length = a->out_length;
    for (Py_ssize_t s = 0; s < n_spans; s++) {
        PyObject *span = PySequence_Fast_GET_ITEM(spans, s);
        Py_ssize_t start, end;
        if (!PyTuple_Check(span) || PyTuple_GET_SIZE(span) != 2) {
            PyErr_SetString(PyExc_TypeError, "each span is a tuple (start, end)");
            goto failed;
        }
        start = PyLong_AsSsize_t(PyTuple_GET_ITEM(span, 0));
        if (start == -1 && PyErr_Occurred())
            goto failed;
        end = PyLong_AsSsize_t(PyTuple_GET_ITEM(span, 1));
        if (end == -1 && PyErr_Occurred())
            goto failed;
        /* as a slice reads them (``pyahocorasick``'s ``iter(text, start, end)``) */
        if (start < 0)
            start = start + length < 0 ? 0 : start + length;
        if (end < 0)
            end = end + length < 0 ? 0 : end + length;
        if (end > length)
            end = length;
        int32_t state = 0;
        for (Py_ssize_t i = start; i < end; i++) {
            uint32_t ch = PyUnicode_READ(kind, data, i);
            for (;;) {
                if (state == 0) {
                    if (ch < 128) {
                        state = a->root[ch];
                    }
                    else if (a->root_cjk != NULL && ch - CJK_FIRST < CJK_SPAN) {
                        state = a->root_cjk[ch - CJK_FIRST];
                    }
                    else {
                        int32_t t = child(a, 0, ch);
                        state = t < 0 ? 0 : t;
                    }
                    break;
                }
                int32_t t = child(a, state, ch);
                if (t >= 0) {
                    state = t;
                    break;
                }
                state = nodes[state].fail;
            }
            int32_t mark = nodes[state].out;
            while (mark >= 0) {
                if (used == capacity) {
                    capacity *= 2;
                    Hit *more = PyMem_Realloc(hits, capacity * sizeof(Hit));
                    if (more == NULL) {
                        PyErr_NoMemory();
                        goto failed;
                    }
                    hits = more;
                }
                hits[used].mark = mark;
                hits[used].start = (int32_t)(i + 1 - out_length[mark]);
                used++;
                mark = next_out[mark];
            }
        }
    }
    *count = used;
    return hits;
failed:
    PyMem_Free(hits);
    return NULL;
}

static PyObject *
Automaton_walk(Automaton *self, PyObject *args)
{
    PyObject *text, *spans_arg;
    if (!PyArg_ParseTuple(args, "UO:walk", &text, &spans_arg))
        return NULL;
    if (PyUnicode_GET_LENGTH(text) >= INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "text too long");
        return NULL;
    }
    PyObject *spans = PySequence_Fast(spans_arg, "spans: a sequence of (start, end)");
    if (spans == NULL)
        return NULL;
    PyObject *found = NULL, *members = NULL, *result = NULL;
    int32_t *slot = NULL, *firsts = NULL;
    PyObject **lists = NULL, **set_lists = NULL;
    Py_ssize_t n_found = 0, count = 0;
    Hit *hits = NULL;
    if (self->nodes != NULL) {
        hits = walk_hits(self, text, spans, &count);
        if (hits == NULL)
            goto done;
    }
    found = PyDict_New();
    members = PyDict_New();
    if (found == NULL || members == NULL)
        goto done;
    if (count > 0) {
        /* the hits grouped by mark, the marks in the order first found */
        slot = PyMem_Malloc(self->n_marks * sizeof(int32_t));
        firsts = PyMem_Malloc(count * sizeof(int32_t));
        lists = PyMem_Calloc(count, sizeof(PyObject *));
        if (!slot || !firsts || !lists) {
            PyErr_NoMemory();
            goto done;
        }
        memset(slot, 0xff, self->n_marks * sizeof(int32_t));
        for (Py_ssize_t h = 0; h < count; h++) {
            int32_t mark = hits[h].mark;
            if (slot[mark] < 0) {
                slot[mark] = (int32_t)n_found;
                firsts[n_found++] = mark;
            }
        }
        /* each mark's list made at its size, then filled in order */
        Py_ssize_t *sizes = PyMem_Calloc(n_found, sizeof(Py_ssize_t));
        if (sizes == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        for (Py_ssize_t h = 0; h < count; h++)
            sizes[slot[hits[h].mark]]++;
        for (Py_ssize_t f = 0; f < n_found; f++) {
            lists[f] = PyList_New(sizes[f]);
            sizes[f] = 0;
            if (lists[f] == NULL) {
                PyMem_Free(sizes);
                goto done;
            }
            PyObject_GC_UnTrack(lists[f]);  /* ints only (``untracked``) */
        }
        for (Py_ssize_t h = 0; h < count; h++) {
            int32_t f = slot[hits[h].mark];
            PyObject *start = PyLong_FromLong(hits[h].start);
            if (start == NULL) {
                PyMem_Free(sizes);
                goto done;
            }
            PyList_SET_ITEM(lists[f], sizes[f]++, start);
        }
        PyMem_Free(sizes);
        for (Py_ssize_t f = 0; f < n_found; f++) {
            if (PyDict_SetItem(found, self->marks[firsts[f]], lists[f]) < 0)
                goto done;
        }
        /* the marks found of each set, the sets in the order first met */
        set_lists = PyMem_Calloc(self->n_sets ? self->n_sets : 1, sizeof(PyObject *));
        if (set_lists == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        for (Py_ssize_t f = 0; f < n_found; f++) {
            int32_t mark = firsts[f];
            PyObject *numbers = self->numbers[mark];
            Py_ssize_t many = PyTuple_GET_SIZE(numbers);
            for (Py_ssize_t k = 0; k < many; k++) {
                Py_ssize_t number = self->set_numbers[mark][k];
                PyObject *list = set_lists[number];
                if (list == NULL) {
                    list = PyList_New(0);
                    if (list == NULL)
                        goto done;
                    PyObject_GC_UnTrack(list);  /* strs only (``untracked``) */
                    int failed = PyDict_SetItem(members, PyTuple_GET_ITEM(numbers, k), list);
                    Py_DECREF(list);  /* the dict holds it */
                    if (failed < 0)
                        goto done;
                    set_lists[number] = list;
                }
                if (PyList_Append(list, self->marks[mark]) < 0)
                    goto done;
            }
        }
    }
    result = PyTuple_Pack(2, found, members);
done:
    if (lists != NULL) {
        for (Py_ssize_t f = 0; f < count; f++)
            Py_XDECREF(lists[f]);
    }
    PyMem_Free(lists);
    PyMem_Free(set_lists);
    PyMem_Free(slot);
    PyMem_Free(firsts);
    PyMem_Free(hits);
    Py_XDECREF(found);
    Py_XDECREF(members);
    Py_DECREF(spans);
    return result;
}

static PyObject *
Automaton_len(Automaton *self, PyObject *Py_UNUSED(ignored))
{
    return PyLong_FromSsize_t(self->n_nodes);
}

static Py_ssize_t
Automaton_length(Automaton *self)
{
    return self->n_marks;
}

static PyMethodDef Automaton_methods[] = {
    {"walk", (PyCFunction)Automaton_walk, METH_VARARGS,
     "walk(text, spans) -> (places, members): where each mark starts in the spans, in the "
     "order first found, and the marks found of each set, by its number"},
    {"nodes", (PyCFunction)Automaton_len, METH_NOARGS, "the automaton's number of nodes"},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods Automaton_as_sequence = {
    .sq_length = (lenfunc)Automaton_length,
};

static PyTypeObject AutomatonType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "infrastructure.risk._marks.Automaton",
    .tp_doc = "Automaton(marks, numbers): the marks of a table (str, each once) and the "
              "numbers of the sets each is in",
    .tp_basicsize = sizeof(Automaton),
    .tp_itemsize = 0,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Automaton_init,
    .tp_dealloc = (destructor)Automaton_dealloc,
    .tp_methods = Automaton_methods,
    .tp_as_sequence = &Automaton_as_sequence,
};

/* the longest run of characters between white space, as ``str.split()`` reads white space
 * (``max(map(len, text.split()), default=0)`` without a list of words) */
static PyObject *
longest_run(PyObject *Py_UNUSED(module), PyObject *text)
{
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "longest_run(text): a str");
        return NULL;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t length = PyUnicode_GET_LENGTH(text), run = 0, longest = 0;
    for (Py_ssize_t i = 0; i < length; i++) {
        if (Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, i))) {
            run = 0;
        }
        else if (++run > longest) {
            longest = run;
        }
    }
    return PyLong_FromSsize_t(longest);
}

typedef struct {
    Py_ssize_t start;
    Py_ssize_t size;
    PyObject *place;  /* the int of ``places`` (borrowed) */
    PyObject *length; /* the string's length (borrowed from ``lengths``) */
} Place;

static int
compare_places(const void *x, const void *y)
{
    const Place *a = x, *b = y;
    if (a->start != b->start)
        return (a->start > b->start) - (a->start < b->start);
    return (a->size > b->size) - (a->size < b->size);
}

/* where the strings of a set start, in order, with their lengths: ``_Windows.hits`` (each
 * string's places paired with its length, sorted as the pairs sort) */
static PyObject *
set_hits(PyObject *Py_UNUSED(module), PyObject *args)
{
    PyObject *places, *strings_arg;
    if (!PyArg_ParseTuple(args, "O!O:hits", &PyDict_Type, &places, &strings_arg))
        return NULL;
    PyObject *strings = PySequence_Fast(strings_arg, "hits: a sequence of str");
    if (strings == NULL)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(strings), total = 0;
    PyObject *result = NULL, **lengths = PyMem_Calloc(n ? n : 1, sizeof(PyObject *));
    Place *all = NULL;
    if (lengths == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *string = PySequence_Fast_GET_ITEM(strings, k);
        PyObject *where = PyDict_GetItemWithError(places, string);
        if (where == NULL) {
            if (!PyErr_Occurred())
                PyErr_SetObject(PyExc_KeyError, string);
            goto done;
        }
        if (!PyUnicode_Check(string) || !PyList_Check(where)) {
            PyErr_SetString(PyExc_TypeError, "hits: str keys of lists of places");
            goto done;
        }
        lengths[k] = PyLong_FromSsize_t(PyUnicode_GET_LENGTH(string));
        if (lengths[k] == NULL)
            goto done;
        total += PyList_GET_SIZE(where);
    }
    all = PyMem_Malloc((total ? total : 1) * sizeof(Place));
    if (all == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t used = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *where = PyDict_GetItem(places, PySequence_Fast_GET_ITEM(strings, k));
        Py_ssize_t size = PyUnicode_GET_LENGTH(PySequence_Fast_GET_ITEM(strings, k));
        Py_ssize_t count = PyList_GET_SIZE(where);
        if (used + count > total) {  /* (a list that grew meanwhile) */
            PyErr_SetString(PyExc_RuntimeError, "hits: the places changed");
            goto done;
        }
        for (Py_ssize_t i = 0; i < count; i++) {
            PyObject *place = PyList_GET_ITEM(where, i);
            Py_ssize_t start = PyLong_AsSsize_t(place);
            if (start == -1 && PyErr_Occurred())
                goto done;
            all[used++] = (Place){start, size, place, lengths[k]};
        }
    }
    if (n > 1)
        qsort(all, used, sizeof(Place), compare_places);
    result = PyList_New(used);
    if (result == NULL)
        goto done;
    PyObject_GC_UnTrack(result);  /* pairs of ints (``untracked``) */
    for (Py_ssize_t i = 0; i < used; i++) {
        PyObject *pair = PyTuple_Pack(2, all[i].place, all[i].length);
        if (pair == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyObject_GC_UnTrack(pair);  /* two ints (``untracked``) */
        PyList_SET_ITEM(result, i, pair);
    }
done:
    if (lengths != NULL) {
        for (Py_ssize_t k = 0; k < n; k++)
            Py_XDECREF(lengths[k]);
    }
    PyMem_Free(lengths);
    PyMem_Free(all);
    Py_DECREF(strings);
    return result;
}

static PyMethodDef module_methods[] = {
    {"hits", (PyCFunction)set_hits, METH_VARARGS,
     "hits(places, strings) -> where the strings start, in order, with their lengths"},
    {"longest_run", (PyCFunction)longest_run, METH_O,
     "longest_run(text) -> the longest run of characters between white space"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "infrastructure.risk._marks",
    .m_doc = "A risk table's marks found in one pass and grouped in C (ADR 0300).",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC
PyInit__marks(void)
{
    if (PyType_Ready(&AutomatonType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&AutomatonType);
    if (PyModule_AddObject(m, "Automaton", (PyObject *)&AutomatonType) < 0) {
        Py_DECREF(&AutomatonType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
