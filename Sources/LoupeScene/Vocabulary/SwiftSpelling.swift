/// How SwiftUI source writes a view kind or a modifier of the scene format: the type or method names, the arguments
/// and the scene keys they set. The Swift front end reads these; a kind or modifier SwiftUI cannot write says why.
/// `Translation` names the front end's own rules for the spellings that are not a plain call (``ViewTranslation``,
/// ``ModifierTranslation``).
public enum SwiftSpelling<Translation: Sendable>: Sendable {
    /// An initializer whose arguments map one to one onto scene keys: `VStack(alignment:spacing:content:)`.
    case call(SwiftCall)
    /// Written in ways the front end translates by a rule of its own (`Text` with interpolation, `Color(red:…)`,
    /// `.padding(.horizontal, 8)`); `names` are the type or method names that lead to it, `methods` those written
    /// after it (Text's `lineLimit(_:)`).
    case translated(Translation, names: [String], methods: [SwiftMethod] = [])
    /// The scene format has it but SwiftUI source cannot state it; the reason is given to users who look for it.
    case none(reason: String)

    /// The type or method names SwiftUI source uses for it (none for ``none(reason:)``).
    public var names: [String] {
        switch self {
        case .call(let call): return call.names
        case .translated(_, let names, _): return names
        case .none: return []
        }
    }

    /// The methods written after the view that set its parameters (see ``SwiftMethod``).
    public var methods: [SwiftMethod] {
        switch self {
        case .call(let call): return call.methods
        case .translated(_, _, let methods): return methods
        case .none: return []
        }
    }
}

/// A call (an initializer or a modifier method) whose arguments set scene keys one to one.
public struct SwiftCall: Sendable {
    /// The names it is called by: `["VStack"]`, `["foregroundStyle", "foregroundColor"]`.
    public var names: [String]
    /// The arguments it takes, in SwiftUI's order.
    public var parameters: [SwiftParameter]
    /// Whether the scene value of the call without arguments is `true` (`.clipped()`, `.fixedSize()`); otherwise an
    /// empty object.
    public var isTrueWhenEmpty: Bool
    /// Methods written after the view that set more of its parameters, as `Shape`'s `stroke(_:lineWidth:)` does.
    public var methods: [SwiftMethod]

    /// A call of `names` taking `parameters`.
    public init(_ names: [String], _ parameters: [SwiftParameter] = [], isTrueWhenEmpty: Bool = false,
                methods: [SwiftMethod] = []) {
        self.names = names; self.parameters = parameters; self.isTrueWhenEmpty = isTrueWhenEmpty; self.methods = methods
    }

    /// Whether the call takes a trailing closure (a view builder).
    public var takesTrailingClosure: Bool { parameters.contains { $0.form.isContent } }
}

/// One argument of a ``SwiftCall``.
public struct SwiftParameter: Sendable {
    /// The argument label; nil for an unlabeled argument.
    public var label: String?
    /// The scene key it sets; nil when the argument is the scene value itself (`.opacity(0.5)` is `0.5`).
    public var key: String?
    /// What the argument is and how it is written in the scene.
    public var form: SwiftValueForm
    /// Whether the call cannot be made without it.
    public var isRequired: Bool

    /// An argument `label:` setting `key` (or the whole value when `key` is nil).
    public init(_ label: String?, _ key: String?, _ form: SwiftValueForm, required: Bool = false) {
        self.label = label; self.key = key; self.form = form; self.isRequired = required
    }

    /// An argument SwiftUI takes that changes nothing in a still picture (`showsIndicators:`), accepted and dropped.
    public static func ignored(_ label: String?) -> SwiftParameter { SwiftParameter(label, nil, .ignored) }

    /// An argument SwiftUI takes that changes the picture in a way the renderer does not draw (`pattern:` of
    /// `underline`): accepted, and a warning names it, so that the render is not taken as exact.
    public static func undrawn(_ label: String?) -> SwiftParameter { SwiftParameter(label, nil, .undrawn) }
}

/// A method written after a view, setting one of its parameters (`Circle().stroke(.red, lineWidth: 2)`) or adding a
/// modifier (`Circle().fill(.red)` is its foreground style).
public struct SwiftMethod: Sendable {
    /// The method's name.
    public var name: String
    /// Its arguments: their keys are members of the object it sets.
    public var parameters: [SwiftParameter]
    /// What it sets.
    public var effect: Effect
    /// Whether the method without arguments sets `true` (`.underline()`).
    public var isTrueWhenEmpty: Bool
    /// What the method sets on the view it is called on.
    public enum Effect: Sendable {
        /// The view's parameter `key` (an object of the method's arguments); SwiftUI allows it only on the bare view,
        /// before any modifier, and once.
        case parameter(String)
        /// The view's parameter `key` on every view of the kind inside, as an environment value reaches them; a
        /// view that sets its own keeps it.
        case parameterInside(String)
        /// The modifier `key`, whose value is the method's one argument.
        case modifier(String)
    }

    /// Whether the method may be written after modifiers and on any view, reaching the views of its kind inside.
    public var reachesInside: Bool { if case .parameterInside = effect { true } else { false } }

    /// A method `name` with `parameters` and `effect`.
    public init(_ name: String, _ parameters: [SwiftParameter], _ effect: Effect, isTrueWhenEmpty: Bool = false) {
        self.name = name; self.parameters = parameters; self.effect = effect; self.isTrueWhenEmpty = isTrueWhenEmpty
    }
}

/// What an argument holds, and so how the front end turns a Swift value into the scene's form.
public enum SwiftValueForm: Sendable, Equatable {
    /// A number.
    case number
    /// A number, or `.infinity` (the scene's `"infinity"`).
    case length
    /// A string.
    case string
    /// `true` or `false`.
    case bool
    /// An enum case written `.name`, in the scene as `"name"`; the scene decoder checks the name.
    case caseName
    /// An enum case or `nil`, which the scene keeps as `null` (`.textCase(nil)` undoes an outer text case).
    case optionalCaseName
    /// `.capsule`, `.circle`, `.automatic`, `.roundedRectangle` or `.roundedRectangle(radius: 4)`
    /// (`{"roundedRectangle": 4}`).
    case buttonBorderShape
    /// `EdgeInsets(top:leading:bottom:trailing:)`, as `{"top", "leading", "bottom", "trailing"}`.
    case edgeInsets
    /// A shape: `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.circle`, `.rect(cornerRadius: 8)`, as its view.
    case shape
    /// An alignment: `.leading`, `Alignment.center`, `.init(horizontal:vertical:)`; the scene decoder checks it is
    /// one the parameter takes.
    case alignment
    /// A colour or gradient.
    case color
    /// A font: `.caption`, `.system(size:)`, `Font.title.bold()`; `nil` leaves the font alone.
    case font
    /// A coordinate space: `.local`, `.global`, `.named("x")` (`"local"`, `"global"`, `{"named": "x"}`).
    case coordinateSpace
    /// The name of a coordinate space, given as `.named("x")` or as a string.
    case coordinateSpaceName
    /// A `CGSize`, as `[width, height]`.
    case size
    /// A `CGSize`, as `{"x": width, "y": height}` (`offset(_:)`).
    case sizeAsOffset
    /// A `CGPoint`, as `{"x", "y"}`.
    case point
    /// `.vertical`, `.horizontal` or `[.horizontal, .vertical]` (`"both"`).
    case scrollAxes
    /// A shape a container shape follows: `RoundedRectangle(cornerRadius:)`, `UnevenRoundedRectangle(…)`, `.rect(…)`.
    case containerShape
    /// Loupe's `DragConstraints`.
    case dragConstraints
    /// An array of `GridItem(.flexible() / .fixed(_:) / .adaptive(minimum:maximum:), spacing:alignment:)`, as an array
    /// of grid items (`{"adaptive": {"minimum": 80}, "spacing": 4}`).
    case gridItems
    /// `.circular` or `.continuous`: checked, and kept only where a container shape reads it.
    case cornerStyle
    /// A view builder: the `content:` closure or the trailing closure, as an array of views.
    case content
    /// A `GeometryReader`'s builder, given the reader's proxy.
    case geometryContent
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`: its line width under the parameter's key,
    /// its `dash` and `dashPhase` beside it (butt caps and mitered joins are drawn whatever it names).
    case strokeStyle
    /// A number of lines or a range of them (`3`, `2...4`, `2...`, `...4`) with `reservesSpace:` beside it: the most
    /// lines (`lineLimit`) and the fewest a text is tall for (`reservedLines`).
    case lineLimit
    /// Accepted and dropped: it has no visible effect.
    case ignored
    /// Accepted with a warning that names it: it changes the picture, and the renderer does not draw that yet.
    case undrawn

    /// Whether the argument is a view builder (and so may be the trailing closure).
    public var isContent: Bool { self == .content || self == .geometryContent }
}

/// The views the front end translates by rules of its own. Closed, so that the front end's `switch` over it handles
/// each one.
public enum ViewTranslation: String, Sendable, CaseIterable {
    /// `Text("…\(x)")`, `Text(verbatim:)`, `Text(string)`.
    case text
    /// `Color.red`, `Color(red:green:blue:)`, `Color(white:)`, `LinearGradient(…)`: values that are also views.
    case color
    /// `GridDragView(gridDragViewModel: GridDragViewModel(rows:cols:cellSize:viewFactory:cells:))`.
    case gridDragView
    /// `Button("Save") { … }`, `Button(action:) { label }`, `Button { … } label: { … }`, `Button(_:systemImage:role:action:)`;
    /// `NavigationLink("Title") { destination }`, `NavigationLink(destination:) { label }`,
    /// `NavigationLink { destination } label: { … }`: the action and destination are dropped unevaluated.
    case button
    /// `Label("Inbox", systemImage: "tray")`, `Label { title } icon: { icon }`.
    case label
    /// `List { … }`, `List(items) { item in … }`, `List(items, id:) { … }`, `Form { … }`.
    case list
    /// `Image(systemName:)`, `Image("name")`, `Image(.name)`, `Image(decorative:)`: a symbol, or a picture of the
    /// module's asset catalog with its size read from its file.
    case image
    /// `Toggle("Title", isOn: $on)`, `Toggle(isOn: $on) { label }`, `Toggle(_:systemImage:isOn:)`.
    case toggle
    /// `Picker("Title", selection: $value) { Text("A").tag(a) … }`: the options' titles and the one whose tag equals the
    /// selection.
    case picker
    /// `Slider(value: $v, in: 0...100, step:)`: its value's place in the range; labels are not drawn on iOS.
    case slider
    /// `TabView { … }`, `TabView(selection:) { … }` (the first tab shown), with `Tab("Title", systemImage:) { … }` tabs.
    case tabView
    /// `DatePicker("Title", selection: $date, displayedComponents: …)`, `DatePicker(selection:) { label }`: the date and
    /// time written as iOS shows them in the compact style.
    case datePicker
    /// `Stepper("Title", value: $n, in: 1...9)`, `Stepper(value:in:step:) { label }`, `Stepper("Title") { } onDecrement: { }`.
    case stepper
    /// `ProgressView()`, `ProgressView("Loading")`, `ProgressView(value:total:)`, `ProgressView(_:value:total:)`,
    /// `ProgressView(value:) { label }`.
    case progress
    /// `Section { … }`, `Section("Title") { … }`, `Section(header:footer:) { … }`, `Section { … } header: { … } footer: { … }`.
    case section
    /// `Path { path in … }`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`, and the module's `Shape`s: the
    /// path read from `path(in:)` at a few sizes, its points following the frame (`docs/swift-source.md#paths`).
    case path
}

/// The modifiers the front end translates by rules of its own. Closed, as ``ViewTranslation`` is.
public enum ModifierTranslation: String, Sendable, CaseIterable {
    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.top, 8)`, `.padding(EdgeInsets(…))`.
    case padding
    /// `.overlay { … }`, `.background(.thinMaterial, in: Circle())`, `.overlay(Text("x"), alignment: .top)`.
    case layer
    /// `.ignoresSafeArea(_:edges:)`, `.edgesIgnoringSafeArea(_:)`.
    case ignoresSafeArea
    /// `.environment(\.overlayCoordinator, OverlayPositionCoordinator())` and `.environment(\.layoutDirection, …)`: the
    /// key path decides the scene key. The entry that owns the name `environment` stands for both; the others using
    /// this translation list no names.
    case environment
    /// `.tabItem { Label("Home", systemImage: "house") }`, `.tabItem { Image(systemName: "house"); Text("Home") }`.
    case tabItem
    /// `.toolbar { ToolbarItem(placement:) { … }; ToolbarItemGroup { … } }`, `.toolbar(.hidden, for: .navigationBar)`,
    /// `.navigationBarItems(leading:trailing:)`.
    case toolbar
    /// `.scaleEffect(1.5)`, `.scaleEffect(x:y:anchor:)`, `.scaleEffect(CGSize(…))`, `.rotationEffect(.degrees(45), anchor:)`.
    case effect
    /// `.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode: .never))`, `.tabViewStyle(PageTabViewStyle())`,
    /// `.tabViewStyle(.automatic)`.
    case tabViewStyle
    /// `.aspectRatio(1.5, contentMode: .fit)`, `.aspectRatio(CGSize(…), contentMode:)`, `.scaledToFit()`,
    /// `.scaledToFill()`.
    case aspectRatio
    /// `.alignmentGuide(.leading) { d in d[.trailing] }`, `.alignmentGuide(HorizontalAlignment.center) { $0.width / 2 }`:
    /// the closure read as a linear function of the view's dimensions.
    case alignmentGuide
}
